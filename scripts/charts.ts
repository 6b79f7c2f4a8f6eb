// Statechart diagrams (npm run charts): walks every machine into Mermaid stateDiagram-v2 text,
// renders it to SVG offline with beautiful-mermaid and writes docs/machines/; and writes the
// statechart viewer's charts as data (src/views/dev/machines/generated/charts.json), so the
// viewer's page carries no machine code. `--check` regenerates in memory and fails listing files
// that differ from the committed ones.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderMermaidSVG } from 'beautiful-mermaid';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { callBackMachine } from '../machines/call-back.machine';
import { captchaLoaderMachine } from '../machines/captcha-loader.machine';
import { chatWidgetMachine } from '../machines/chat-widget.machine';
import { codeResendMachine } from '../machines/code-resend.machine';
import { deviceMachine } from '../machines/device.machine';
import { loanOfferMachine } from '../machines/loan-offer.machine';
import { loanStatusMachine } from '../machines/loan-status.machine';
import { paymentMachine } from '../machines/payment.machine';
import { loginMachine } from '../machines/login.machine';
import { ombudsmenMachine } from '../machines/ombudsmen.machine';
import { modalsMachine } from '../machines/modals.machine';
import { postLoginRoutingMachine } from '../machines/post-login-routing.machine';
import { registrationMachine } from '../machines/registration.machine';
import { sessionMachine } from '../machines/session.machine';
import { sidebarMachine } from '../machines/sidebar.machine';
import { prolongationMachine } from '../machines/prolongation.machine';
import { agreementSigningMachine } from '../machines/agreement-signing.machine';
import { cardsMachine } from '../machines/cards.machine';
import { serviceRefusalMachine } from '../machines/service-refusal.machine';
import { profileEditMachine } from '../machines/profile-edit.machine';
import { identityMachine } from '../machines/identity.machine';
import { documentsMachine } from '../machines/documents.machine';
import { newLoanMachine } from '../machines/new-loan.machine';
import { messagesMachine } from '../machines/messages.machine';

import ELK from 'elkjs/lib/elk.bundled.js';
import { MACHINE_REGISTRY } from '../src/flows/machine-registry';
import { describeMachine } from '../src/flows/inspector/describe';
import { layOut } from '../src/views/dev/machines/chart-graph';

const OUT = join(import.meta.dirname, '..', 'docs', 'machines');
const VIEWER_CHARTS = join(import.meta.dirname, '..', 'src', 'views', 'dev', 'machines', 'generated', 'charts.json');
const VIEWER_LAYOUTS = join(import.meta.dirname, '..', 'src', 'views', 'dev', 'machines', 'generated', 'layouts.json');
const NOTES = join(OUT, 'notes.md');

export const CHARTS: Array<{ file: string; title: string; machine: AnyStateMachine; source: string }> = [
  { file: 'session', title: 'Session', machine: sessionMachine, source: 'machines/session.machine.ts' },
  { file: 'post-login-routing', title: 'Post-login routing', machine: postLoginRoutingMachine, source: 'machines/post-login-routing.machine.ts' },
  { file: 'registration', title: 'Registration', machine: registrationMachine, source: 'machines/registration.machine.ts' },
  { file: 'login', title: 'Login and password recovery', machine: loginMachine, source: 'machines/login.machine.ts' },
  { file: 'call-back', title: 'Call-back form', machine: callBackMachine, source: 'machines/call-back.machine.ts' },
  { file: 'ombudsmen', title: 'Ombudsman appeal', machine: ombudsmenMachine, source: 'machines/ombudsmen.machine.ts' },
  { file: 'loan-status', title: 'Loan status', machine: loanStatusMachine, source: 'machines/loan-status.machine.ts' },
  { file: 'captcha-loader', title: 'Captcha loader', machine: captchaLoaderMachine, source: 'machines/captcha-loader.machine.ts' },
  { file: 'modals', title: 'Modals', machine: modalsMachine, source: 'machines/modals.machine.ts' },
  { file: 'sidebar', title: 'Sidebar', machine: sidebarMachine, source: 'machines/sidebar.machine.ts' },
  { file: 'device', title: 'Device', machine: deviceMachine, source: 'machines/device.machine.ts' },
  { file: 'chat-widget', title: 'Chat widget', machine: chatWidgetMachine, source: 'machines/chat-widget.machine.ts' },
  { file: 'code-resend', title: 'Code resend', machine: codeResendMachine, source: 'machines/code-resend.machine.ts' },
  { file: 'prolongation', title: 'Prolongation', machine: prolongationMachine, source: 'machines/prolongation.machine.ts' },
  { file: 'agreement-signing', title: 'Agreement signing', machine: agreementSigningMachine, source: 'machines/agreement-signing.machine.ts' },
  { file: 'cards', title: 'Cards', machine: cardsMachine, source: 'machines/cards.machine.ts' },
  { file: 'service-refusal', title: 'Refusing a paid service', machine: serviceRefusalMachine, source: 'machines/service-refusal.machine.ts' },
  { file: 'loan-offer', title: 'Loan offer signing', machine: loanOfferMachine, source: 'machines/loan-offer.machine.ts' },
  { file: 'payment', title: 'Paying a loan', machine: paymentMachine, source: 'machines/payment.machine.ts' },
  { file: 'profile-edit', title: 'Changing profile data', machine: profileEditMachine, source: 'machines/profile-edit.machine.ts' },
  { file: 'identity', title: 'Identity confirmation', machine: identityMachine, source: 'machines/identity.machine.ts' },
  { file: 'documents', title: 'Uploading documents', machine: documentsMachine, source: 'machines/documents.machine.ts' },
  { file: 'new-loan', title: 'A repeat loan', machine: newLoanMachine, source: 'machines/new-loan.machine.ts' },
  { file: 'messages', title: 'Messages read', machine: messagesMachine, source: 'machines/messages.machine.ts' },
];

const children = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states);

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return children(node).flatMap((c) => [c, ...allNodes(c)]);
}

/** Mermaid ids: the state's own key when unique in the machine, else qualified by its parents. */
function idsFor(machine: AnyStateMachine): Map<AnyStateNode, string> {
  const nodes = allNodes(machine.root);
  const count = new Map<string, number>();
  for (const n of nodes) count.set(n.key, (count.get(n.key) ?? 0) + 1);
  const ids = new Map<AnyStateNode, string>();
  for (const n of nodes) {
    const name = count.get(n.key) === 1 ? n.key : n.path.join('_');
    ids.set(n, name.replace(/[^A-Za-z0-9_]/g, '_'));
  }
  return ids;
}

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') {
    const g = guard as { guards?: unknown[]; type?: string; name?: string };
    if (Array.isArray(g.guards)) return `${g.type === 'xstate.or' ? 'or' : g.type === 'xstate.not' ? 'not' : 'and'}(${g.guards.map(guardName).join(', ')})`;
    return 'inline guard';
  }
  return null;
}

function eventLabel(machine: AnyStateMachine, t: AnyTransitionDefinition): string {
  const type = t.eventType;
  if (type === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) {
    const name = after[1]!;
    const delay = (machine.implementations.delays as Record<string, unknown>)[name];
    return typeof delay === 'number' ? `after ${name} ${delay} ms` : /^\d+$/.test(name) ? `after ${name} ms` : `after ${name}`;
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]} ${actor[2]}`;
  const doneState = /^xstate\.done\.state\./.exec(type);
  if (doneState) return 'all regions done';
  return type;
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function toMermaid(machine: AnyStateMachine): string {
  const ids = idsFor(machine);
  const lines: string[] = ['stateDiagram-v2'];
  const invokeOf = (n: AnyStateNode) => n.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)).join(', ');

  const block = (node: AnyStateNode, indent: string) => {
    const kids = children(node);
    // Labels first: beautiful-mermaid only applies a label declared before the id is used.
    for (const c of kids) {
      if (children(c).length === 0) {
        const inv = invokeOf(c);
        lines.push(`${indent}state "${c.key}${inv ? ` / invoke ${inv}` : ''}" as ${ids.get(c)}`);
      }
    }
    const regions = node.type === 'parallel' ? kids : [];
    if (regions.length) {
      regions.forEach((r, i) => {
        if (i > 0) lines.push(`${indent}--`);
        lines.push(`${indent}[*] --> ${ids.get(r)}`);
        compound(r, indent);
      });
      return;
    }
    const initial = node.initial?.target?.[0];
    if (initial) lines.push(`${indent}[*] --> ${ids.get(initial)}`);
    for (const c of kids) if (children(c).length) compound(c, indent);
    for (const c of kids) if (c.type === 'final') lines.push(`${indent}${ids.get(c)} --> [*]`);
  };
  const compound = (node: AnyStateNode, indent: string) => {
    lines.push(`${indent}state ${ids.get(node)} {`);
    block(node, indent + '  ');
    lines.push(`${indent}}`);
  };

  const rootTransitions = transitionsOf(machine.root);
  if (rootTransitions.length) lines.push('  state "any state" as any_state');
  block(machine.root, '  ');

  const edge = (from: string, t: AnyTransitionDefinition) => {
    const guard = guardName(t.guard);
    const label = `${eventLabel(machine, t)}${guard ? ` [${guard}]` : ''}`.replace(/[:;#]/g, ' ');
    const targets = t.target?.length ? t.target.map((x) => ids.get(x) ?? from) : [from];
    for (const to of targets) lines.push(`  ${from} --> ${to} : ${label}`);
  };
  for (const t of rootTransitions) edge('any_state', t);
  for (const node of allNodes(machine.root)) for (const t of transitionsOf(node)) edge(ids.get(node)!, t);
  return lines.join('\n') + '\n';
}

export function toSvg(mermaid: string): string {
  // The renderer links a web font; the docs stay offline with the system font stack.
  return renderMermaidSVG(mermaid).replace(/^\s*@import url\([^)]*\);\s*$/m, '') + (mermaid.endsWith('\n') ? '\n' : '');
}

/** Names that must be visible in the SVG: every state key. */
export function missingStateNames(machine: AnyStateMachine, svg: string): string[] {
  const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
  return allNodes(machine.root)
    .map((n) => n.key)
    .filter((key) => !texts.some((t) => t === key || t.startsWith(`${key} / invoke`) || t === key.replace(/[^A-Za-z0-9_]/g, '_')));
}

function readme(): string {
  const rows = CHARTS.map((c) => `| ${c.title} | [\`${c.source}\`](../../${c.source}) | [${c.file}.mmd](${c.file}.mmd) | [${c.file}.svg](${c.file}.svg) |`);
  const pictures = CHARTS.map((c) => `### ${c.title}\n\n![${c.title} statechart](${c.file}.svg)\n`);
  const notes = existsSync(NOTES) ? readFileSync(NOTES, 'utf8').trim() : '';
  return [
    '# Statecharts',
    '',
    'Generated by `npm run charts` from the machines in `machines/` (do not edit the `.mmd`, `.svg` or this file by hand;',
    'edit the machines or `notes.md` and regenerate). `npm run charts:check` fails when they are out of date.',
    '',
    '| machine | source | Mermaid | SVG |',
    '|---|---|---|---|',
    ...rows,
    '',
    notes,
    '',
    '## Diagrams',
    '',
    ...pictures,
  ].join('\n');
}

/** Every machine of the viewer's registry as the viewer draws it: id, title, model or not, chart. */
export function viewerCharts(): string {
  const charts = MACHINE_REGISTRY.map((e) => ({ id: e.machine.id, title: e.title, hasModel: Boolean(e.model), chart: describeMachine(e.machine) }));
  return `${JSON.stringify(charts)}\n`;
}

/** The same charts laid out by ELK (the viewer draws these; it lays out only charts a tab sent). */
export async function viewerLayouts(): Promise<string> {
  const elk = new ELK();
  const layouts: Record<string, unknown> = {};
  for (const e of MACHINE_REGISTRY) layouts[e.machine.id] = await layOut(elk, describeMachine(e.machine));
  return `${JSON.stringify(layouts)}\n`;
}

export async function generate(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const c of CHARTS) {
    const mmd = toMermaid(c.machine);
    const svg = toSvg(mmd);
    const missing = missingStateNames(c.machine, svg);
    if (missing.length) throw new Error(`${c.file}.svg does not show the states: ${missing.join(', ')}`);
    files.set(`${c.file}.mmd`, mmd);
    files.set(`${c.file}.svg`, svg);
  }
  files.set('README.md', readme());
  files.set(VIEWER_CHARTS, viewerCharts());
  files.set(VIEWER_LAYOUTS, await viewerLayouts());
  return files;
}

async function main() {
  const check = process.argv.includes('--check');
  const files = await generate();
  if (check) {
    const stale = [...files].filter(([name, text]) => {
      const path = resolve(OUT, name);
      return !existsSync(path) || readFileSync(path, 'utf8') !== text;
    });
    if (stale.length) {
      console.error(`Out of date (run npm run charts): ${stale.map(([n]) => resolve(OUT, n)).join(', ')}`);
      process.exitCode = 1;
    } else console.log(`docs/machines: ${files.size} files up to date`);
    return;
  }
  mkdirSync(OUT, { recursive: true });
  mkdirSync(join(VIEWER_CHARTS, '..'), { recursive: true });
  for (const [name, text] of files) writeFileSync(resolve(OUT, name), text);
  console.log(`docs/machines: wrote ${files.size} files`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();

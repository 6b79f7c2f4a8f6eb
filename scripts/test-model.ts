// Model-based coverage against the screens (npm run test:model): runs the UI path tests of every
// machine in tests/model/ui-machines.ts (vitest.model.config.ts), then prints per machine the
// states and transitions its paths took *in the rendered UI* (the page's own actor, inspected).
// Exits 1 when a path failed or a machine is not fully covered.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { allStateIds, allTransitionIds, UI_COVERAGE_DIR, type UiCoverageFile } from '../tests/model/ui-coverage';
import { UI_MODELS } from '../tests/model/ui-machines';

rmSync(UI_COVERAGE_DIR, { recursive: true, force: true });
const files = UI_MODELS.flatMap((m) => m.tests);
const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.model.config.ts', ...files], { stdio: 'inherit', shell: process.platform === 'win32' });

interface Row {
  machine: string;
  ran: string;
  paths: string;
  states: string;
  transitions: string;
  statePct: number;
  transitionPct: number;
  missed: string[];
  /** Declared in ui-machines.ts: no screen can take these (with why). */
  notOnScreens: string[];
}

const pct = (n: number, of: number) => (of === 0 ? 100 : Math.floor((n / of) * 1000) / 10);

/** The machine's own file and any `<machine>.<part>.json` another screen's test wrote. */
function coverageOf(machineId: string): UiCoverageFile {
  const own = join(UI_COVERAGE_DIR, `${machineId}.json`);
  const seen: UiCoverageFile = existsSync(own)
    ? (JSON.parse(readFileSync(own, 'utf8')) as UiCoverageFile)
    : { machine: machineId, paths: 0, passed: 0, states: [], transitions: [] };
  const parts = existsSync(UI_COVERAGE_DIR) ? readdirSync(UI_COVERAGE_DIR).filter((f) => f.startsWith(`${machineId}.`) && f !== `${machineId}.json`) : [];
  for (const file of parts) {
    const part = JSON.parse(readFileSync(join(UI_COVERAGE_DIR, file), 'utf8')) as UiCoverageFile;
    seen.states = [...new Set([...seen.states, ...part.states])];
    seen.transitions = [...new Set([...seen.transitions, ...part.transitions])];
  }
  return seen;
}

const rows: Row[] = UI_MODELS.map(({ machine, notOnScreens = {} }) => {
  const states = allStateIds(machine);
  const transitions = allTransitionIds(machine);
  const seen = coverageOf(machine.id);
  const s = states.filter((id) => seen.states.includes(id));
  const t = transitions.filter((id) => seen.transitions.includes(id));
  const missedTransitions = transitions.filter((id) => !seen.transitions.includes(id));
  return {
    machine: machine.id,
    ran: 'UI',
    paths: `${seen.passed}/${seen.paths}`,
    states: `${s.length}/${states.length}`,
    transitions: `${t.length}/${transitions.length}`,
    statePct: pct(s.length, states.length),
    transitionPct: pct(t.length, transitions.length),
    missed: [
      ...states.filter((id) => !seen.states.includes(id)).map((id) => `state      ${id}`),
      ...missedTransitions.filter((id) => !(id in notOnScreens)).map((id) => `transition ${id}`),
    ],
    notOnScreens: missedTransitions.filter((id) => id in notOnScreens).map((id) => `transition ${id}: ${notOnScreens[id]}`),
  };
});

const head = ['machine', 'ran against', 'paths passed', 'states', 'transitions', '% states', '% transitions'];
const cells = rows.map((r) => [r.machine, r.ran, r.paths, r.states, r.transitions, r.statePct.toFixed(1), r.transitionPct.toFixed(1)]);
const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
const line = (c: string[]) => '| ' + c.map((x, i) => (i < 2 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join(' | ') + ' |';
console.log('\n' + [line(head), '|' + widths.map((w, i) => (i < 2 ? ':' + '-'.repeat(w + 1) : '-'.repeat(w + 1) + ':')).join('|') + '|', ...cells.map(line)].join('\n'));

let failed = run.status !== 0;
for (const r of rows) {
  if (r.notOnScreens.length) {
    console.log(`\n${r.machine}: not taken on the screens (declared with the reason in tests/model/ui-machines.ts)`);
    for (const m of r.notOnScreens) console.log(`  ${m}`);
  }
  if (r.missed.length) {
    failed = true;
    console.error(`\n${r.machine}: not fully covered by paths that ran against the screens`);
    for (const m of r.missed) console.error(`  ${m}`);
  }
}
process.exitCode = failed ? 1 : 0;

// Checks that every call requirements §7 names (openapi/spec-calls.ts) is served by an operation of the
// contract, prints the mapping and totals, and exits non-zero below 100 %.
// `--dir <folder>` reads api.yaml and client-api.yaml from another folder (used by the test).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { specCalls, type ContractDoc, type SpecCall } from '../openapi/spec-calls';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface Operation {
  doc: ContractDoc;
  method: string;
  path: string;
  operationId: string;
}

export function listOperations(doc: ContractDoc, yamlText: string): Operation[] {
  const parsed = parse(yamlText) as { paths?: Record<string, Record<string, { operationId?: string }>> };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(parsed.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) ops.push({ doc, method: method.toUpperCase(), path, operationId: op.operationId ?? '' });
    }
  }
  return ops;
}

export interface CoverageLine {
  call: SpecCall;
  operations: Operation[];
  covered: boolean;
}

export interface CoverageReport {
  lines: CoverageLine[];
  covered: number;
  total: number;
  operationCounts: Record<ContractDoc, number>;
  /** Operations no spec call points at (designed additions). */
  extras: Operation[];
}

export function computeCoverage(docs: Record<ContractDoc, string>, calls: readonly SpecCall[] = specCalls): CoverageReport {
  const operations = [...listOperations('api', docs.api), ...listOperations('client-api', docs['client-api'])];
  const key = (o: { doc: string; method: string; path: string }) => `${o.doc} ${o.method} ${o.path}`;
  const byKey = new Map(operations.map((o) => [key(o), o]));
  const used = new Set<string>();
  const lines = calls.map((call) => {
    const found = call.servedBy.map((s) => byKey.get(key(s)));
    call.servedBy.forEach((s) => used.add(key(s)));
    const ops = found.filter((o): o is Operation => o !== undefined);
    return { call, operations: ops, covered: ops.length === call.servedBy.length };
  });
  return {
    lines,
    covered: lines.filter((l) => l.covered).length,
    total: lines.length,
    operationCounts: {
      api: operations.filter((o) => o.doc === 'api').length,
      'client-api': operations.filter((o) => o.doc === 'client-api').length,
    },
    extras: operations.filter((o) => !used.has(key(o))),
  };
}

export function formatReport(report: CoverageReport): string {
  const out: string[] = [];
  let section = '';
  for (const line of report.lines) {
    if (line.call.section !== section) {
      section = line.call.section;
      out.push('', `requirements §${section}`);
    }
    const served = line.covered
      ? line.operations.map((o) => `${o.method} ${o.path} (${o.operationId})`).join(', ')
      : `MISSING: ${line.call.servedBy.map((s) => `${s.method} ${s.path}`).join(', ')}`;
    out.push(`  ${line.covered ? 'ok ' : 'NO '} ${line.call.call.padEnd(58)} → ${served}`);
  }
  if (report.extras.length > 0) {
    out.push('', 'Operations designed beyond the calls the spec names:');
    for (const o of report.extras) out.push(`  ${o.method} ${o.path} (${o.operationId})`);
  }
  const percent = report.total === 0 ? 0 : (100 * report.covered) / report.total;
  const ops = report.operationCounts;
  out.push(
    '',
    `calls covered: ${report.covered}/${report.total} (${percent.toFixed(1)} %)`,
    `operations: api.yaml ${ops.api}, client-api.yaml ${ops['client-api']}, in all ${ops.api + ops['client-api']}`,
  );
  return out.join('\n');
}

function main(): void {
  const at = process.argv.indexOf('--dir');
  const dir = at > 0 ? process.argv[at + 1] ?? '' : join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi');
  const report = computeCoverage({
    api: readFileSync(join(dir, 'api.yaml'), 'utf8'),
    'client-api': readFileSync(join(dir, 'client-api.yaml'), 'utf8'),
  });
  console.log(formatReport(report));
  if (report.covered < report.total) process.exit(1);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) main();

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { specCalls } from '../openapi/spec-calls';
import { computeCoverage } from './api-coverage';

const root = join(import.meta.dirname, '..');
const docs = {
  api: readFileSync(join(root, 'openapi/api.yaml'), 'utf8'),
  'client-api': readFileSync(join(root, 'openapi/client-api.yaml'), 'utf8'),
};

function withoutOperation(yamlText: string, path: string, method: string): string {
  const doc = parse(yamlText) as { paths: Record<string, Record<string, unknown>> };
  const item = doc.paths[path];
  if (!item?.[method]) throw new Error(`no ${method} ${path} to remove`);
  delete item[method];
  return stringify(doc);
}

describe('requirements §7 coverage', () => {
  it('serves every call the spec names', () => {
    const report = computeCoverage(docs);
    expect(report.lines.filter((l) => !l.covered).map((l) => l.call.call)).toEqual([]);
    expect(report.covered).toBe(report.total);
    expect(report.total).toBe(specCalls.length);
    expect(report.total).toBeGreaterThanOrEqual(190);
  }, 30_000);

  it('lists each call once per section', () => {
    const names = specCalls.map((c) => `${c.section}: ${c.call}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('counts the operations of both documents', () => {
    const { operationCounts } = computeCoverage(docs);
    expect(operationCounts.api + operationCounts['client-api']).toBeGreaterThanOrEqual(195);
    expect(operationCounts['client-api']).toBeGreaterThanOrEqual(30);
  }, 30_000);

  it('drops below 100 % when an operation is removed', () => {
    const mutated = { ...docs, api: withoutOperation(docs.api, '/api/Account/Login', 'post') };
    const report = computeCoverage(mutated);
    expect(report.covered).toBe(report.total - 1);
    expect(report.lines.find((l) => !l.covered)?.call.call).toBe('Login');
  }, 30_000);

  describe('command line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-coverage-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const run = () =>
      spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/api-coverage.ts'), '--dir', dir], {
        cwd: root,
        encoding: 'utf8',
      });

    it('exits 0 at 100 % and non-zero on a contract missing an operation', () => {
      writeFileSync(join(dir, 'api.yaml'), docs.api);
      writeFileSync(join(dir, 'client-api.yaml'), docs['client-api']);
      const full = run();
      expect(full.status).toBe(0);
      expect(full.stdout).toMatch(/calls covered: (\d+)\/\1 \(100\.0 %\)/);

      writeFileSync(join(dir, 'client-api.yaml'), withoutOperation(docs['client-api'], '/client-api/SBP/Banks', 'get'));
      const broken = run();
      expect(broken.status).not.toBe(0);
      expect(broken.stdout).toContain('MISSING: GET /client-api/SBP/Banks');
    }, 60_000);
  });
});

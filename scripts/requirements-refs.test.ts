// The code cites the requirements and the design notes by section (requirements §2.5,
// design-notes §3); both live in docs/, so anyone with the repository alone can follow a
// reference. This test fails when a reference has no section to land on, when code still cites the
// outside SPEC/DESIGN (run `node scripts/rewrite-spec-refs.mjs`), and when docs/requirements.md
// names a file that is gone or a test that its file no longer has.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewrite, trackedTextFiles } from './rewrite-spec-refs.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DOCS = { requirements: 'docs/requirements.md', 'design-notes': 'docs/design-notes.md' } as const;
type Doc = keyof typeof DOCS;

/** The section numbers a document has: `## §2.5 …` → '2.5'. */
export function sectionsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} §(\d+(?:\.\d+)*)\s/gm)].map((m) => m[1]!));
}

/** Every section a text cites, with its document: «requirements §7.1, §7.2 and §8», «§2.1–§2.3». */
export function citations(text: string): { doc: Doc; section: string }[] {
  const found: { doc: Doc; section: string }[] = [];
  for (const m of text.matchAll(/\b(requirements|design-notes) (§[\d.]*\d(?:(?:,| and|–|-|\/| or) ?§?[\d.]*\d)*)/g)) {
    for (const n of m[2]!.matchAll(/\d+(?:\.\d+)*/g)) found.push({ doc: m[1] as Doc, section: n[0] });
  }
  return found;
}

/** What in a text still cites the outside documents. */
export function outsideCitations(text: string): string[] {
  return rewrite(text) === text ? [] : [...text.matchAll(/\b(?:SPEC|DESIGN)(?:\.md)?(?: ?§[\d.]*\d)?/g)].map((m) => m[0]);
}

/** `path` › `test name` pairs and the bare paths of a requirements page. */
export function citedTests(markdown: string): { file: string; name: string }[] {
  return [...markdown.matchAll(/`([^`\s]+\.(?:test|spec)\.tsx?)` › `([^`]+)`/g)].map((m) => ({ file: m[1]!, name: m[2]! }));
}

/** One row of the clause audit: `| §2.4-6 | what | status | where | proved by | figure |`. */
export interface AuditRow {
  clause: string;
  status: string;
  provedBy: string;
  figure: string | null;
}

/** The rows of the «Clause audit» table. */
export function auditRows(markdown: string): AuditRow[] {
  const start = markdown.indexOf('\n## Clause audit');
  if (start < 0) return [];
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  return section
    .split('\n')
    .filter((line) => /^\| §\d/.test(line))
    .map((line) => {
      const cells = line.slice(1, -1).split(' | ').map((c) => c.trim());
      const figure = cells[5] ?? '—';
      return { clause: cells[0]!, status: cells[2]!, provedBy: cells[4] ?? '', figure: figure === '—' ? null : figure.replace(/^`|`$/g, '') };
    });
}

/** The test files a cell cites, with or without a test name. */
export function citedTestFiles(cell: string): string[] {
  return [...new Set([...cell.matchAll(/`([^`\s]+\.(?:test|spec)\.tsx?)`/g)].map((m) => m[1]!))];
}

/** The audit rows whose cited test files no longer hold the clause's figure or text. */
export function figuresMissing(rows: AuditRow[], read: (file: string) => string): string[] {
  return rows.flatMap(({ clause, provedBy, figure }) =>
    figure === null ? [] : citedTestFiles(provedBy).filter((file) => !read(file).includes(figure)).map((file) => `${clause}: ${file} lacks «${figure}»`),
  );
}

export function citedPaths(markdown: string): string[] {
  const paths = [...markdown.matchAll(/`((?:machines|src|server|tests|scripts|openapi|docs|bench)\/[^`\s]*|index\.html)`/g)].map((m) => m[1]!);
  return [...new Set(paths.filter((p) => !/[<*]/.test(p)))]; // `src/api/<resource>.ts` is a pattern, not a file
}

const sections = Object.fromEntries(
  Object.entries(DOCS).map(([doc, path]) => [doc, sectionsOf(readFileSync(join(ROOT, path), 'utf8'))]),
) as Record<Doc, Set<string>>;

/** Code and contract files; docs/ prose (decisions, architecture) is the lead's to rewrite. */
const codeFiles = trackedTextFiles(ROOT).filter((path) => !path.startsWith('docs/') && existsSync(join(ROOT, path)));

describe('references to the requirements and the design notes', () => {
  it('the checker reads lists and ranges, and sees a missing section and an outside citation', () => {
    expect(citations('(requirements §7.1, §7.2 and §8; design-notes §2–§5)')).toEqual([
      { doc: 'requirements', section: '7.1' },
      { doc: 'requirements', section: '7.2' },
      { doc: 'requirements', section: '8' },
      { doc: 'design-notes', section: '2' },
      { doc: 'design-notes', section: '5' },
    ]);
    expect(sections.requirements.has('2.5')).toBe(true);
    expect(sections.requirements.has('2.9')).toBe(false);
    expect(outsideCitations('// see SP' + 'EC §2.4')).toEqual(['SP' + 'EC §2.4']);
    expect(outsideCitations('// see requirements §2.4 (the SPEC messages)')).toEqual([]);
  });

  it('both documents number their sections like the originals', () => {
    for (const n of ['1', '2', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '3', '4', '5', '6', '7', '7.1', '7.2', '7.3', '7.4', '7.5', '7.6', '8', '9']) {
      expect(sections.requirements.has(n), `requirements §${n}`).toBe(true);
    }
    for (const n of ['1', '2', '3', '4', '5', '6', '7', '8']) expect(sections['design-notes'].has(n), `design-notes §${n}`).toBe(true);
  });

  it('scans the code', () => {
    expect(codeFiles.length).toBeGreaterThan(300);
  });

  it('no code cites the outside SPEC or DESIGN (run node scripts/rewrite-spec-refs.mjs)', () => {
    const left = codeFiles.flatMap((path) => outsideCitations(readFileSync(join(ROOT, path), 'utf8')).map((c) => `${path}: ${c}`));
    expect(left).toEqual([]);
  });

  it('every section the code and the docs cite exists', () => {
    const files = [...codeFiles, ...Object.values(DOCS)];
    const missing = files.flatMap((path) =>
      citations(readFileSync(join(ROOT, path), 'utf8'))
        .filter(({ doc, section }) => !sections[doc].has(section))
        .map(({ doc, section }) => `${path}: ${doc} §${section}`),
    );
    expect(missing).toEqual([]);
  });

  const requirements = readFileSync(join(ROOT, DOCS.requirements), 'utf8') + readFileSync(join(ROOT, DOCS['design-notes']), 'utf8');
  it('every file the docs name exists', () => {
    const paths = citedPaths(requirements);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });

  it('every test the requirements cite is in its file', () => {
    const tests = citedTests(requirements);
    expect(tests.length).toBeGreaterThan(150);
    // A name is compared with the source as written there: 'app\'s' is app's.
    const source = (file: string) => readFileSync(join(ROOT, file), 'utf8').replace(/\\(['"`])/g, '$1');
    const missing = tests.filter(({ file, name }) => !existsSync(join(ROOT, file)) || !source(file).includes(name));
    expect(missing).toEqual([]);
  });

  describe('the clause audit', () => {
    const markdown = readFileSync(join(ROOT, DOCS.requirements), 'utf8');
    const rows = auditRows(markdown);
    const source = (file: string) => readFileSync(join(ROOT, file), 'utf8').replace(/\\(['"`])/g, '$1');
    const stated = (label: string) => Number(new RegExp(`${label}: (\\d+)`).exec(markdown)?.[1]);

    it('numbers every clause once, in every section of the spec, and counts them as it says', () => {
      expect(rows.length).toBeGreaterThan(150);
      expect(new Set(rows.map((r) => r.clause)).size).toBe(rows.length);
      for (const n of ['1', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '3', '4', '5', '6', '7', '7.1', '7.2', '7.3', '7.4', '7.5', '7.6', '8', '9']) {
        expect(rows.some((r) => r.clause.startsWith(`§${n}-`)), `§${n}`).toBe(true);
      }
      expect(stated('Clauses audited')).toBe(rows.length);
      const count = (re: RegExp) => rows.filter((r) => re.test(r.status)).length;
      expect(stated('Deviations fixed')).toBe(count(/^deviation — fixed/));
      expect(stated('Deviations kept')).toBe(count(/^deviation — kept: \S/));
    });

    it('gives every clause a status, and a test to every clause the product carries out', () => {
      const statuses = /^(as specified|not shown|deviation — fixed|deviation — kept: .+)/;
      expect(rows.filter((r) => !statuses.test(r.status)).map((r) => r.clause)).toEqual([]);
      const untested = rows.filter((r) => /^(as specified|deviation — fixed)/.test(r.status) && citedTestFiles(r.provedBy).length === 0);
      expect(untested.map((r) => r.clause)).toEqual([]);
    });

    it("every cited test file still holds the clause's figure or text", () => {
      expect(rows.filter((r) => r.figure !== null).length).toBeGreaterThan(100);
      expect(figuresMissing(rows, source)).toEqual([]);
    });

    it('sees a cited test that stops asserting its figure', () => {
      const row: AuditRow = { clause: '§9-9', status: 'as specified', provedBy: '`a.test.ts` › `x`', figure: '800' };
      expect(figuresMissing([row], () => 'vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS)')).toEqual(['§9-9: a.test.ts lacks «800»']);
      expect(figuresMissing([row], () => 'expect(SCROLL_RESTORE_DELAY_MS).toBe(800)')).toEqual([]);
    });
  });
});

// machines/ stays framework-free (design-notes §2): the lint rule says so, this test proves it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = import.meta.dirname;
const FORBIDDEN_MODULE = /^(react|react-dom|wouter|@xstate\/react)(\/|$)|(^|\/)src\//;
const CONTRACT_TYPES = /\bimport\s+type\s+\{[^}]*\}\s+from\s+['"](?:\.\.\/)+src\/api\/generated\/[\w-]+['"]/g;
const FORBIDDEN_GLOBALS = ['fetch', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

/** Drops comments and string contents so that only code is checked (module names are kept apart). */
export function stripCommentsAndStrings(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, (m) =>
    m.startsWith('/') ? ' ' : "''",
  );
}

export function violations(source: string): string[] {
  const found: string[] = [];
  // The contract's generated types may be read as types (no code of src/ runs in a machine).
  const noComments = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ' ').replace(CONTRACT_TYPES, ' ');
  for (const m of noComments.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)) {
    if (m[1] && FORBIDDEN_MODULE.test(m[1])) found.push(`imports ${m[1]}`);
  }
  const code = stripCommentsAndStrings(source);
  for (const name of FORBIDDEN_GLOBALS) {
    // An identifier use, not a property (x.fetch) or an object key (fetch: …).
    if (new RegExp(`(?<![\\w$.])${name}(?![\\w$]|\\s*:(?!:))`).test(code)) found.push(`uses ${name}`);
  }
  return found;
}

describe('machines/ purity', () => {
  it('the checker catches what it should and ignores comments and strings', () => {
    expect(violations("import { useState } from 'react';")).toEqual(['imports react']);
    expect(violations("import { x } from '../src/api/client';")).toEqual(['imports ../src/api/client']);
    expect(violations("import type { components } from '../src/api/generated/api';")).toEqual([]);
    expect(violations("import { paths } from '../src/api/generated/api';")).toEqual(['imports ../src/api/generated/api']);
    expect(violations("import { useActor } from '@xstate/react';")).toEqual(['imports @xstate/react']);
    expect(violations("const r = await fetch('/api');")).toEqual(['uses fetch']);
    expect(violations('window.location.href = u;')).toEqual(['uses window']);
    expect(violations('const s = localStorage.getItem(k);')).toEqual(['uses localStorage']);
    expect(violations('// window and fetch in a comment\n/* document */ const a = "navigator";')).toEqual([]);
    expect(violations('const x = { fetch: 1 }; x.fetch; x.document;')).toEqual([]);
  });

  const all = files(ROOT).filter((f) => !f.endsWith('purity.test.ts'));
  it('scans every machine file', () => {
    expect(all.length).toBeGreaterThan(10);
  });
  for (const file of all) {
    it(`${relative(ROOT, file)} is framework-free`, () => {
      expect(violations(readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});

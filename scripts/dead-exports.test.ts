// No dead exports: an export nothing imports and its own file does not use is code nothing runs.
// A failure names it: delete it (or use it). `node --import tsx scripts/dead-exports.ts --all` also
// lists the exports only their own file uses.
import { describe, expect, it } from 'vitest';
import { deadExports, exportedNames, importedNames } from './dead-exports';

describe('dead exports', () => {
  it('reads declarations, export lists and every kind of import', () => {
    const source = [
      'export const a = 1;',
      'export async function b() {}',
      'export type C = string;',
      'export interface D {}',
      'const e = 2, f = 3;',
      'export { e, f as g };',
      "export { h } from './h';",
      'export default a;',
      '// export const commented = 1;',
    ].join('\n');
    expect(exportedNames(source).sort()).toEqual(['C', 'D', 'a', 'b', 'e', 'g']);
    const imports = ["import x, { a, type B as Bee } from './m';", "import * as all from '@/n';", "export { c } from '../o';", "const p = lazy(() => import('./p'));"].join('\n');
    expect(importedNames(imports)).toEqual([
      ['./m', ['a', 'B']],
      ['../o', ['c']],
      ['@/n', '*'],
      ['./p', '*'],
    ]);
  });

  it('the code has none', () => {
    expect(deadExports()).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOOR_PAGES, floorVariants, writeAfterPaintVariant } from './bench-floors';

describe('the bench floors under /', () => {
  it('measures each prerendered floor page both ways: module in the head, and after the first paint', () => {
    const variants = floorVariants('/x/dist');
    expect(variants.map((v) => v.dir)).toEqual(FLOOR_PAGES.flatMap(({ page }) => [`/x/dist-${page}`, `/x/dist-${page}-after-paint`]));
  });

  it("writes the after-paint variant with `/`'s loader in place of the head's module, and leaves the built page as it was", () => {
    const built = join(mkdtempSync(join(tmpdir(), 'floor-')), 'dist-hello-prerendered');
    const html = '<html><head><script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-b.js"></head><body><div id="root"><h1>Hello</h1></div></body></html>';
    mkdirSync(built);
    writeFileSync(join(built, 'index.html'), html);
    writeAfterPaintVariant(built);
    const after = readFileSync(`${built}-after-paint/index.html`, 'utf8');
    expect(after).not.toContain('<script type="module"');
    expect(after).not.toContain('<link rel="modulepreload"');
    expect(after).toContain('requestAnimationFrame');
    expect(after).toContain('"/assets/index-a.js"');
    expect(after).toContain('"/assets/react-b.js"');
    expect(after).toContain('<div id="root"><h1>Hello</h1></div>');
    expect(readFileSync(join(built, 'index.html'), 'utf8')).toBe(html);
  });
});

// The app's Stitches instance is made on first use (issue 32): evaluating the modules that define
// components, global styles and the mf theme makes none of it; the first render makes it once.
import { render } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type * as StitchesModule from '@stitches/react';

const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('@stitches/react', async (importOriginal) => {
  const original = await importOriginal<typeof StitchesModule>();
  return {
    ...original,
    createStitches: ((...args: Parameters<typeof original.createStitches>) => {
      made.count++;
      return original.createStitches(...args);
    }) as typeof original.createStitches,
  };
});

test('defining styled components, global styles and a theme makes no Stitches instance; rendering makes one', async () => {
  const { styled, globalCss, createTheme } = await import('./stitches.config');
  const Box = styled('div', { color: '$text' });
  const applyGlobal = globalCss({ body: { margin: 0 } });
  const theme = createTheme('tenant-test', { colors: { brand: '#b8175f' } });
  await import('./tenants');
  expect(made.count).toBe(0);
  render(<Box>Да</Box>);
  applyGlobal();
  expect(theme.className).toBe('tenant-test');
  expect(made.count).toBe(1);
});

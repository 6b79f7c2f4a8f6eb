// The app's Stitches instance is made on first use (issue 32): evaluating the app's modules (its
// components, global styles, the mf theme) makes none of it; the first render makes it once.
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

test('evaluating the app’s modules makes no Stitches instance; rendering makes one', async () => {
  const { styled } = await import('./stitches.config');
  const { tenantThemeClass } = await import('./tenants');
  await import('../app/App');
  const Box = styled('div', { color: '$text' });
  expect(made.count).toBe(0);
  render(<Box>Да</Box>);
  expect(tenantThemeClass('mf')).toBe('tenant-mf');
  expect(made.count).toBe(1);
});

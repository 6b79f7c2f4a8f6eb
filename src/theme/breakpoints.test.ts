// requirements §9: mobile up to 767, tablet up to 1024, the other breakpoints from 320 to 2500 px.
import { expect, it } from 'vitest';
import { breakpoints } from './stitches.config';

it('has breakpoints from 320 to 2500 px', () => {
  const widths = Object.values(breakpoints);
  expect(Math.min(...widths)).toBe(320);
  expect(Math.max(...widths)).toBe(2500);
  expect([...widths].sort((a, b) => a - b)).toEqual(widths);
  expect(breakpoints.md - 1).toBe(767);
  expect(breakpoints.lg).toBe(1024);
});

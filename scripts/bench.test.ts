import { describe, expect, it } from 'vitest';
import { homeInitialJsBudget } from './bench';

describe('homeInitialJsBudget', () => {
  it("is the libraries' size measured in the same run plus 36 KB of app code (design-notes §7)", () => {
    expect(homeInitialJsBudget(96.6 * 1024)).toBeCloseTo(132.6 * 1024);
    expect(homeInitialJsBudget(80 * 1024)).toBe(116 * 1024);
  });
});

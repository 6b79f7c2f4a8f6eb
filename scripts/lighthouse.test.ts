import { describe, expect, it } from 'vitest';
import { median, parseReport } from './lighthouse';

const report = (score: number | null, extra: object = {}) =>
  JSON.stringify({
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': { numericValue: 612.4 },
      'cumulative-layout-shift': { numericValue: 0 },
      'total-blocking-time': { numericValue: 12 },
    },
    ...extra,
  });

describe('parseReport', () => {
  it('reads the score as 0–100 and the three metrics', () => {
    expect(parseReport(report(0.995))).toEqual({ score: 100, lcpMs: 612.4, cls: 0, tbtMs: 12 });
  });

  it('refuses a run that failed or gave no score', () => {
    expect(() => parseReport(report(null))).toThrow(/no performance score/);
    expect(() => parseReport(report(0.9, { runtimeError: { code: 'NO_FCP', message: 'blank page' } }))).toThrow(/NO_FCP/);
  });
});

describe('median', () => {
  it('takes the middle run, or the mean of the two middle ones', () => {
    expect(median([100, 87, 99])).toBe(99);
    expect(median([3, 1, 2, 10])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

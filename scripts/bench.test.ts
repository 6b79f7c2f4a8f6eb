import { describe, expect, it } from 'vitest';
import { homeInitialJsBudget } from './bench';
import { compareFigures } from './bench-against';
import { busyReason } from './quiet-machine';

describe('homeInitialJsBudget', () => {
  it("is the bare React page's initial JS fetched in the same run plus 72 KB (design-notes §7)", () => {
    expect(homeInitialJsBudget(66.1 * 1024)).toBeCloseTo(138.1 * 1024);
    expect(homeInitialJsBudget(60 * 1024)).toBe(132 * 1024);
  });
});

describe('bench --against: a figure worse beyond its noise band fails', () => {
  const figure = (current: number[], against: number[], better: 'lower' | 'higher' = 'lower', minBand = 0) => ({ what: 'x', better, minBand, current, against });

  it('the same build against itself passes: medians within the spread of the runs', () => {
    const [compared] = compareFigures([figure([50, 61, 72, 55, 66], [58, 49, 70, 63, 52])]);
    expect(compared!.verdict).toBe('ok');
  });

  it('a planted 30 ms start-up task is WORSE; 20 KB more JS is WORSE; a few bytes are not', () => {
    expect(compareFigures([figure([150, 155, 148], [30, 34, 31])])[0]!.verdict).toBe('WORSE');
    expect(compareFigures([figure([158_000], [137_500], 'lower', 1024)])[0]!.verdict).toBe('WORSE');
    expect(compareFigures([figure([137_900], [137_500], 'lower', 1024)])[0]!.verdict).toBe('ok');
  });

  it('higher-is-better figures (the Lighthouse score) fall, not rise, to be worse', () => {
    expect(compareFigures([figure([90, 91, 90], [100, 100, 100], 'higher')])[0]!.verdict).toBe('WORSE');
    expect(compareFigures([figure([100, 100, 100], [90, 91, 90], 'higher')])[0]!.verdict).toBe('better');
  });
});

describe('busyReason: the bench refuses a busy machine', () => {
  it('names a load average over half the cores, or another Chromium', () => {
    expect(busyReason(1.6, 2, [])).toMatch(/load average 1\.60 over 1\.0/);
    expect(busyReason(0.2, 2, [4242])).toMatch(/another Chromium is running \(pid 4242\)/);
    expect(busyReason(0.2, 2, [])).toBeNull();
  });
});

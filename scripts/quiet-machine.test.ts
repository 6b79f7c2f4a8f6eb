import { describe, expect, it } from 'vitest';
import { busyShare, parseCpuTimes } from './quiet-machine';

const stat = (user: number, idle: number, iowait = 0) => `cpu  ${user} 0 0 ${idle} ${iowait} 0 0 0 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n`;

describe('the quiet-machine wait', () => {
  it("reads the cores' idle and total time from /proc/stat's first line", () => {
    expect(parseCpuTimes(stat(300, 700, 50))).toEqual({ idle: 750, total: 1050 });
    expect(parseCpuTimes('intr 1 2 3')).toBeNull();
  });

  it('counts the share of time the cores worked between two readings', () => {
    expect(busyShare(parseCpuTimes(stat(100, 100))!, parseCpuTimes(stat(130, 170))!)).toBeCloseTo(0.3);
    expect(busyShare(parseCpuTimes(stat(100, 100))!, parseCpuTimes(stat(200, 100))!)).toBe(1);
    expect(busyShare(parseCpuTimes(stat(100, 100))!, parseCpuTimes(stat(100, 100))!)).toBe(0);
  });
});

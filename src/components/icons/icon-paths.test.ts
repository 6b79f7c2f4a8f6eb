// «Выйти» must show leaving, not entering: in the logout icon the arrow points away from the door.
import { describe, expect, it } from 'vitest';
import { ICON_PATHS } from './icon-paths';

type Point = [number, number];

/** Points of each subpath of a path made of M/L/H/V commands (absolute or relative). */
function subpaths(d: string): Point[][] {
  const out: Point[][] = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([MLHVmlhv])([^MLHVmlhv]*)/g)) {
    const n = (args ?? '').match(/-?\d*\.?\d+/g)?.map(Number) ?? [];
    const relative = command === (command ?? '').toLowerCase();
    const upper = (command ?? '').toUpperCase();
    const step = upper === 'H' || upper === 'V' ? 1 : 2;
    for (let i = 0; i < n.length; i += step) {
      const a = n[i] as number;
      const b = n[i + 1] as number;
      if (upper === 'H') x = relative ? x + a : a;
      else if (upper === 'V') y = relative ? y + a : a;
      else [x, y] = relative ? [x + a, y + b] : [a, b];
      if (upper === 'M' && i === 0) out.push([]);
      out[out.length - 1]?.push([x, y]);
    }
  }
  return out;
}

describe('logout icon', () => {
  it('is a sign-out: the arrow head points away from the door', () => {
    const [door, head] = subpaths(ICON_PATHS.logout);
    expect(door).toBeDefined();
    expect(head).toHaveLength(3);
    const doorCentre = door!.reduce((sum, [px]) => sum + px, 0) / door!.length;
    const [tail1, tip, tail2] = head as [Point, Point, Point];
    const pointing = Math.sign(tip[0] - (tail1[0] + tail2[0]) / 2);
    expect(pointing).not.toBe(0);
    expect(Math.sign(tip[0] - doorCentre)).toBe(pointing);
  });
});

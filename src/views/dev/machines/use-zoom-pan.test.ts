import { describe, expect, it } from 'vitest';
import { firstView, fitView, READABLE_SCALE, zoomAt } from './use-zoom-pan';

describe('chart zoom and pan', () => {
  it('fits a large chart into the frame, centred, and never enlarges a small one', () => {
    expect(fitView({ width: 2000, height: 1000 }, { width: 1000, height: 800 })).toEqual({ scale: 0.5, x: 0, y: 150 });
    expect(fitView({ width: 200, height: 100 }, { width: 1000, height: 800 }).scale).toBe(1);
  });

  it('opens a chart too large to read whole at life size from its top left corner, and a small one whole', () => {
    expect(firstView({ width: 2000, height: 1000 }, { width: 1000, height: 560 })).toEqual({ scale: READABLE_SCALE, x: 0, y: 0 });
    expect(firstView({ width: 800, height: 1000 }, { width: 1000, height: 560 })).toEqual({ scale: READABLE_SCALE, x: 100, y: 0 });
    expect(firstView({ width: 200, height: 100 }, { width: 1000, height: 800 })).toEqual(fitView({ width: 200, height: 100 }, { width: 1000, height: 800 }));
  });

  it('zooms around the given point: that point of the chart stays where it is', () => {
    const view = { scale: 0.5, x: 10, y: 20 };
    const next = zoomAt(view, 2, 300, 200);
    const chartPoint = { x: (300 - view.x) / view.scale, y: (200 - view.y) / view.scale };
    expect(next.scale).toBe(1);
    expect(chartPoint.x * next.scale + next.x).toBeCloseTo(300);
    expect(chartPoint.y * next.scale + next.y).toBeCloseTo(200);
    expect(zoomAt({ scale: 3, x: 0, y: 0 }, 2, 0, 0).scale).toBe(3);
  });
});

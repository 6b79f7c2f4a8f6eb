import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { deviceMachine, selectDeviceType, selectIsDesktop, selectIsMobile, selectIsTablet } from './device.machine';

describe('device machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('classifies by user agent and width (768 is mobile for detection, tablet for layout)', () => {
    const at = (isMobileUserAgent: boolean, width: number) => createActor(deviceMachine, { input: { isMobileUserAgent, width } }).start().getSnapshot();
    expect(selectDeviceType(at(true, 1920))).toBe('Mobile');
    expect(selectDeviceType(at(false, 768))).toBe('Mobile');
    expect(selectDeviceType(at(false, 769))).toBe('Desktop');
    expect([selectIsMobile(at(false, 767)), selectIsTablet(at(false, 767))]).toEqual([true, false]);
    expect([selectIsTablet(at(false, 768)), selectIsTablet(at(false, 1024)), selectIsDesktop(at(false, 1024))]).toEqual([true, true, false]);
    expect(selectIsDesktop(at(false, 1025))).toBe(true);
  });

  it('debounces resizes by 100 ms and keeps the last width', () => {
    const a = createActor(deviceMachine, { input: { isMobileUserAgent: false, width: 1200 } }).start();
    a.send({ type: 'device.resize', width: 700 });
    vi.advanceTimersByTime(60);
    a.send({ type: 'device.resize', width: 900 });
    vi.advanceTimersByTime(60);
    expect(a.getSnapshot().context.width).toBe(1200);
    vi.advanceTimersByTime(39);
    expect(a.getSnapshot().context.width, '99 ms after the last resize').toBe(1200);
    vi.advanceTimersByTime(1);
    expect(a.getSnapshot().context.width).toBe(900);
    expect(selectIsTablet(a.getSnapshot())).toBe(true);
  });
});

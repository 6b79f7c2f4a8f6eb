import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeFingerprint, FINGERPRINT_TIMEOUT_MS, hashProperties, systemTimeZone } from './fingerprint';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('fingerprint', () => {
  it('hashes the same properties to the same SHA-256 hex and different ones differently', async () => {
    const a = await hashProperties(['ua', 'ru-RU', '1920x1080x24']);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashProperties(['ua', 'ru-RU', '1920x1080x24'])).toBe(a);
    expect(await hashProperties(['ua', 'en-US', '1920x1080x24'])).not.toBe(a);
  });

  it("rejects with 'Fingerprint timeout' after 5000 ms", async () => {
    expect(FINGERPRINT_TIMEOUT_MS).toBe(5000);
    vi.useFakeTimers();
    let settled: 'pending' | 'resolved' | Error = 'pending';
    computeFingerprint(() => new Promise<string>(() => undefined)).then(
      () => (settled = 'resolved'),
      (error: Error) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(FINGERPRINT_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(new Error('Fingerprint timeout'));
  });

  it('resolves when the hash comes in time', async () => {
    await expect(computeFingerprint(() => Promise.resolve('abc'))).resolves.toBe('abc');
  });
});

describe('systemTimeZone', () => {
  it('reads the zone from Temporal where the browser has it, building no Intl.DateTimeFormat (issue 32)', () => {
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    const win = { Temporal: { Now: { timeZoneId: () => 'Asia/Yekaterinburg' } } } as unknown as Window;
    expect(systemTimeZone(win)).toBe('Asia/Yekaterinburg');
    expect(intl).not.toHaveBeenCalled();
  });

  it('asks Intl where there is no Temporal', () => {
    expect(systemTimeZone({} as Window)).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

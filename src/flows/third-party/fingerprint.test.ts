import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeFingerprint, hashProperties, systemTimeZone } from './fingerprint';

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
    vi.useFakeTimers();
    const result = computeFingerprint(() => new Promise<string>(() => undefined));
    const check = expect(result).rejects.toThrow('Fingerprint timeout');
    await vi.advanceTimersByTimeAsync(5000);
    await check;
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

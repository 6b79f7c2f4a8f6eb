import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeFingerprint, hashProperties } from './fingerprint';

afterEach(() => vi.useRealTimers());

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

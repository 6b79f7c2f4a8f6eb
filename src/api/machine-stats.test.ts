import { describe, expect, it } from 'vitest';
import { fetchMachineStats, MACHINE_STATS_URL } from './machine-stats';

const page = (body: unknown): typeof fetch => (async (url: string | URL | Request) => {
  expect(String(url)).toBe(`https://host${MACHINE_STATS_URL}`);
  return new Response(JSON.stringify(body));
}) as typeof fetch;

const arrow = { from: 'idle', event: 'go', to: 'busy', count: 3 };

describe('fetchMachineStats', () => {
  it('reads each machine’s arrows under its id', async () => {
    const stats = { from: '2026-11-01', to: '2026-11-26', machines: { session: [arrow], login: [] }, daily: [] };
    await expect(fetchMachineStats('https://host/', undefined, page(stats))).resolves.toEqual(stats);
  });

  it('refuses a page that does not fit, to the arrows of any machine', async () => {
    const base = { from: '2026-11-01', to: '2026-11-26', daily: [] };
    for (const machines of [[arrow], { session: arrow }, { session: [{ ...arrow, count: '3' }] }, null]) {
      await expect(fetchMachineStats('https://host', undefined, page({ ...base, machines }))).rejects.toThrow();
    }
  });
});

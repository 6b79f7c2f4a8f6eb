// The machines' transition counts (/dev/machine-stats.json, issue 31): served where the statechart
// viewer is (the sandbox), outside the contract like the other /dev pages. Parsed before use: a
// page that does not fit is an error, never cast.
import { queryOptions } from '@tanstack/react-query';
import { z } from '@machines/zod';

export const MACHINE_STATS_URL = '/dev/machine-stats.json';

const arrowCount = z.object({ from: z.string(), event: z.string(), to: z.string(), count: z.number() });
// Each machine's arrows under its id: an object of any keys (z.catchall, not z.record: zod's modules
// are in every page's start-up chunk, z.record would be too — issue 32).
// The same counts per Moscow day and brand (both brands' nodes may count into one database).
const dailyCount = z.object({ day: z.string(), brand: z.string(), machine: z.string(), from: z.string(), event: z.string(), to: z.string(), count: z.number() });
const machineStatsSchema = z.object({ from: z.string(), to: z.string(), machines: z.catchall(z.object({}), z.array(arrowCount)), daily: z.array(dailyCount) });

export type ArrowCount = z.infer<typeof arrowCount>;
export type DailyCount = z.infer<typeof dailyCount>;
export type MachineStats = z.infer<typeof machineStatsSchema>;

export const machineStatsKeys = { all: ['machine-stats'] as const };

export async function fetchMachineStats(host: string, signal?: AbortSignal, fetcher: typeof fetch = fetch): Promise<MachineStats> {
  const res = await fetcher(`${host.replace(/\/+$/, '')}${MACHINE_STATS_URL}`, { signal, cache: 'no-store' });
  if (!res.ok) throw new Error(`${MACHINE_STATS_URL}: ${res.status}`);
  return machineStatsSchema.parse(await res.json());
}

export const machineStatsQuery = (host: string) =>
  queryOptions({ queryKey: machineStatsKeys.all, queryFn: ({ signal }) => fetchMachineStats(host, signal), staleTime: 30_000 });

// The machines' transitions of real sessions (issue 31): the analytics sink hands this module the
// batches the app reports (recordTransitions), and /dev/machine-stats.json gives the counts to the
// statechart viewer. Where the viewer is served (the sandbox) anyone may read them; elsewhere only
// an operator with the MACHINE_STATS_TOKEN setting (no setting: no route).
import { operatorAllowed } from '../../operator-token';
import type { ServerModule } from '../types';
import { readMachineStats } from './service';
import { machineStatsMigrations } from './tables';

export type { MachineStatsTables } from './tables';
export { recordTransitions, type DailyCount, type MachineStats, type TransitionCount } from './service';

export const MACHINE_STATS_PATH = '/dev/machine-stats.json';

export const machineStatsModule: ServerModule = {
  name: 'machine-stats',
  migrations: machineStatsMigrations,
  routes(app, { config, db }) {
    const token = config.machineStatsToken;
    if (!config.sandbox && !token) return;
    app.get(MACHINE_STATS_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!config.sandbox && !operatorAllowed(request, reply, token!)) return reply;
      return readMachineStats(db);
    });
  },
};

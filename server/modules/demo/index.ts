// The demo clients of the sandbox (README): seeded after every other module, through their own
// calls, at each start in sandbox mode only; outside the sandbox a database holding them is refused.
import type { ServerModule } from '../types';
import { assertNoDemoClients, seedDemoClients } from './clients';

export { DEMO_PASSWORD, DEMO_CLIENTS } from './clients';

export const demoModule: ServerModule = {
  name: 'demo',
  async seed({ config, db }) {
    if (config.sandbox) await seedDemoClients(db);
    else await assertNoDemoClients(db);
  },
};

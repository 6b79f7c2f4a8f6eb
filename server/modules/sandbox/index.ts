// Sandbox stand-ins for third parties (captcha, chat, analytics, tracker, partner page, address
// suggestions). Routes exist only when config.sandbox is on; every page says «песочница».
import type { ServerModule } from '../types';
import { seedAddresses } from './dadata';
import { sandboxMigrations } from './migrations';
import { registerSandboxRoutes } from './routes';

export type { SandboxTables } from './tables';
// What other modules use of this one.
export { TOKEN_LIFE_MS, verifySandboxToken } from './captcha-tokens';

export const sandboxModule: ServerModule = {
  name: 'sandbox',
  migrations: sandboxMigrations,
  seed: async ({ db }) => seedAddresses(db),
  routes: (app, ctx) => {
    if (ctx.config.sandbox) registerSandboxRoutes(app, ctx);
  },
};

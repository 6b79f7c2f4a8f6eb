// Accounts: users, sessions (this module resolves the bearer token of secured calls), sign-in,
// registration, password recovery, profile changes and the seeded demo clients.
import type { ServerModule } from '../types';
import { captchaVerifier } from '../call-back';
import { getRequest } from '../scoring/service';
import { agreementHandlers } from './agreements';
import { crossAuthHandlers } from './cross-auth';
import { seedDemoClients } from './demo';
import { loginHandlers, onSiteUrl } from './login';
import { profileHandlers } from './profile';
import { recoveryHandlers } from './recovery';
import { registrationHandlers } from './registration';
import { makeAuthenticate, userIdOf } from './sessions';
import { accountsMigrations } from './tables';

export type { AccountsTables } from './tables';
// The one-time code service and the user record, for modules that ask a client to sign with a code.
export { confirmCode, sendCode } from './codes';
export { getUser } from './users';

export const accountsModule: ServerModule = {
  name: 'accounts',
  migrations: accountsMigrations,
  async seed({ config, db }) {
    if (config.sandbox) await seedDemoClients(db);
  },
  authenticate: ({ db }) => makeAuthenticate(db),
  handlers: ({ db, config }) => ({
    ...loginHandlers(db, captchaVerifier(config.sandbox, db)),
    ...recoveryHandlers(db),
    ...registrationHandlers(db),
    ...profileHandlers(db),
    ...agreementHandlers(db),
    ...crossAuthHandlers(db),
    'POST /api/Account/AuthOnSiteForRegistration/{id}': async (request) => {
      const { id } = request.params as { id: number };
      await getRequest(db, userIdOf(request), id);
      return { Url: onSiteUrl(request, { purpose: '0', scoringRequestId: String(id) }) };
    },
  }),
};

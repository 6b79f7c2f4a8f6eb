// Accounts: users, sessions (this module resolves the bearer token of secured calls), sign-in,
// password recovery, one-time codes and profile changes. Registration and the demo clients are
// modules of their own that build on this one.
import type { ServerModule } from '../types';
import { captchaVerifier } from '../call-back';
import { agreementHandlers } from './agreements';
import { crossAuthHandlers } from './cross-auth';
import { loginHandlers } from './login';
import { profileHandlers } from './profile';
import { recoveryHandlers } from './recovery';
import { bindCodeSecret } from './secrets';
import { makeAuthenticate } from './sessions';
import { accountsMigrations } from './tables';

export type { AccountsTables } from './tables';
// What other modules use of this one: the user record, sessions, one-time codes, sign-in links.
export { REGISTRATION_AGREEMENTS } from './agreements';
export { confirmCode, dropCodes, latestFlow, maskPhone, sendCode } from './codes';
export type { SentCode } from './codes';
export { appIdOf, trustDevice } from './devices';
export { onSiteUrl } from './login';
export { assertCurrentPassword, noticePhoneChanged } from './notices';
export { hashPassword } from './passwords';
export { sha256 } from './secrets';
export { issueToken, resolveSession, userIdOf } from './sessions';
export { createUser, findUserByPhone, getUser, registrationData, requirePhone, saveStep } from './users';
export type { UserRow } from './users';

export const accountsModule: ServerModule = {
  name: 'accounts',
  migrations: accountsMigrations,
  authenticate: ({ db }) => makeAuthenticate(db),
  // The one-time codes' key: configured, or chosen once and kept in the database (secrets.ts).
  seed: async ({ db, config }) => {
    await bindCodeSecret(db, config.codeSecret);
  },
  handlers: ({ db, config }) => ({
    ...loginHandlers(db, captchaVerifier(config.sandbox, db)),
    ...recoveryHandlers(db),
    ...profileHandlers(db),
    ...agreementHandlers(db),
    ...crossAuthHandlers(db),
  }),
};

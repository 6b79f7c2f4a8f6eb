// The client's personal data in the cabinet (/lk/profile-edit): the passport and address on file
// and requests to change them, and the phone change (which depends on the client's loans).
// E-mail and password changes stay with the accounts module.
import type { ServerModule } from '../types';
import { personalDataHandlers } from './personal-data';
import { phoneHandlers } from './phone';

export { PHONE_LOCKED_MESSAGE } from './phone';

export const profileModule: ServerModule = {
  name: 'profile',
  handlers: ({ db }) => ({ ...phoneHandlers(db), ...personalDataHandlers(db) }),
};

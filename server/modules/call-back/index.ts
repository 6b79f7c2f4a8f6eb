// Public forms: call-back requests (requirements §4, §7.4: validation, captcha v3/v2 with nonce,
// limits, storage) and the financial-ombudsman appeal form.
import type { ServerModule } from '../types';
import { callbackHandler } from './handler';
import { callBackMigrations } from './migrations';
import { ombudsmenHandler } from './ombudsmen';

export type { CallBackTables } from './tables';
export { captchaVerifier, type CaptchaVerifier } from './captcha';

export const callBackModule: ServerModule = {
  name: 'call-back',
  migrations: callBackMigrations,
  handlers: (ctx) => ({
    'POST /api/Info/PhoneCallbackHelp': callbackHandler(ctx),
    'POST /api/Ombudsmen/SubmitForm': ombudsmenHandler(ctx),
  }),
};

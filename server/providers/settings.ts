// The third parties a real deployment talks to, and the settings each needs. With SANDBOX=0 the
// server refuses to start while any is missing: a missing setting must never fall back to a
// sandbox stand-in in front of real clients.

export interface ProviderSpec {
  /** What the operator must configure, named as in the error message. */
  name: string;
  settings: readonly string[];
}

export const PROVIDERS = {
  sms: { name: 'SMS gateway', settings: ['SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN'] },
  email: { name: 'e-mail gateway', settings: ['EMAIL_GATEWAY_URL', 'EMAIL_GATEWAY_TOKEN'] },
  scoring: { name: 'scoring service', settings: ['SCORING_URL', 'SCORING_TOKEN'] },
  passport: { name: 'passport recognition', settings: ['PASSPORT_RECOGNITION_URL', 'PASSPORT_RECOGNITION_TOKEN'] },
  cards: { name: 'card linking (payment provider page)', settings: ['CARD_LINK_URL', 'CARD_LINK_SECRET'] },
  sbc: { name: 'SBC payment provider', settings: ['SBC_API_URL', 'SBC_MERCHANT_ID', 'SBC_SECRET'] },
  tinkoff: { name: 'Tinkoff payment provider (T-Bank Acquiring API v2)', settings: ['TINKOFF_API_URL', 'TINKOFF_TERMINAL_KEY', 'TINKOFF_PASSWORD'] },
  sbp: { name: 'SBP (fast payment system) acquirer: SBC or Tinkoff', settings: ['SBP_ACQUIRER'] },
  site: { name: 'public https address of this site (payment notices and return pages)', settings: ['PUBLIC_URL'] },
  esia: { name: 'ESIA (Госуслуги)', settings: ['ESIA_URL', 'ESIA_CLIENT_ID', 'ESIA_SECRET'] },
  captcha: { name: 'captcha', settings: ['CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET_KEY'] },
  addresses: { name: 'address suggestions (DaData)', settings: ['DADATA_URL', 'DADATA_TOKEN'] },
} as const satisfies Record<string, ProviderSpec>;

/** Every setting a real deployment lacks, as `SETTING (provider)`. */
export function missingProviderSettings(env: NodeJS.ProcessEnv): string[] {
  return Object.values(PROVIDERS).flatMap((p) => p.settings.filter((s) => !env[s]?.trim()).map((s) => `${s} (${p.name})`));
}

export class ProviderSettingsError extends Error {
  constructor(readonly missing: string[]) {
    super(`SANDBOX=0 needs the real third-party settings; missing: ${missing.join(', ')}`);
    this.name = 'ProviderSettingsError';
  }
}

export function setting(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ProviderSettingsError([name]);
  return value;
}

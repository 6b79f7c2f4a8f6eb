// Third-party adapters of a real deployment (SANDBOX=0). In the sandbox every one of them is a
// local stand-in owned by its module (the outbox, the sandbox scoring rule, the fixed passport,
// the sandbox provider pages), and `realProviders()` is null. Chosen at start from the server's
// configuration and bound to each request it serves (so two servers in one process — tests —
// each keep their own).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { postJson, type ProviderEndpoint } from './http';
import type { AcquirerName } from './acquiring';
import type { SbcMerchant } from './sbc';
import type { TinkoffTerminal } from './tinkoff';
import { missingProviderSettings, ProviderSettingsError, setting } from './settings';

export { PROVIDERS, missingProviderSettings, ProviderSettingsError } from './settings';
export { ProviderError, signedPageUrl } from './http';
export { AcquirerRefused, fetchTransport, type Acquirer, type AcquirerName, type AcquirerNotice, type AcquiredState, type Transport } from './acquiring';
export { tinkoffAcquirer, tinkoffReason, tinkoffToken } from './tinkoff';
export { sbcAcquirer, sbcSignature } from './sbc';

export interface RealProviders {
  /** SMS and e-mail: the message goes to the gateway; nothing is kept of it here. */
  sendMessage(message: { channel: 'sms' | 'email'; to: string; text: string }): Promise<void>;
  /** The scoring service's decision on an application. */
  score(application: { userId: number; amount: number; termDays: number }): Promise<{ approved: boolean }>;
  /** Fields read from a passport photo, or null when nothing could be read. */
  recognizePassport(photo: { data: Buffer; mimeType: string }): Promise<Record<string, string> | null>;
  /** The provider's own page where a client types a card, returning to `returnUrl`. */
  endpoints: Record<'cards' | 'esia', ProviderEndpoint>;
  /** The acquirers' accounts (server/modules/payments builds its adapters from them). */
  acquiring: RealAcquiring;
}

export interface RealAcquiring {
  tinkoff: Omit<TinkoffTerminal, 'password'> & { password: string };
  sbc: Omit<SbcMerchant, 'secret'> & { secret: string };
  /** Who acquires SBP payments. */
  sbpAcquirer: AcquirerName;
  /** https://… of this site, without a trailing slash: notices and return pages are addressed under it. */
  publicUrl: string;
}

function acquiringOf(env: NodeJS.ProcessEnv): RealAcquiring {
  const sbpAcquirer = setting(env, 'SBP_ACQUIRER');
  if (sbpAcquirer !== 'SBC' && sbpAcquirer !== 'Tinkoff') throw new ProviderSettingsError([`SBP_ACQUIRER (must be SBC or Tinkoff, got '${sbpAcquirer}')`]);
  const url = (name: string) => {
    const value = setting(env, name).replace(/\/+$/, '');
    if (!/^https?:\/\/[^/]/i.test(value)) throw new ProviderSettingsError([`${name} (must be an absolute http(s) address)`]);
    return value;
  };
  return {
    tinkoff: { apiUrl: url('TINKOFF_API_URL'), terminalKey: setting(env, 'TINKOFF_TERMINAL_KEY'), password: setting(env, 'TINKOFF_PASSWORD') },
    sbc: { apiUrl: url('SBC_API_URL'), merchantId: setting(env, 'SBC_MERCHANT_ID'), secret: setting(env, 'SBC_SECRET') },
    sbpAcquirer,
    publicUrl: url('PUBLIC_URL'),
  };
}

const current = new AsyncLocalStorage<RealProviders | null>();

/** The real adapters of the server handling this request; null in the sandbox. */
export function realProviders(): RealProviders | null {
  return current.getStore() ?? null;
}

/** Reads the settings of every provider; throws ProviderSettingsError naming each missing one. */
export function createRealProviders(env: NodeJS.ProcessEnv): RealProviders {
  const missing = missingProviderSettings(env);
  if (missing.length > 0) throw new ProviderSettingsError(missing);
  const endpoint = (url: string, token: string): ProviderEndpoint => ({ url: setting(env, url), token: setting(env, token) });
  const sms = endpoint('SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN');
  const email = endpoint('EMAIL_GATEWAY_URL', 'EMAIL_GATEWAY_TOKEN');
  const scoring = endpoint('SCORING_URL', 'SCORING_TOKEN');
  const passport = endpoint('PASSPORT_RECOGNITION_URL', 'PASSPORT_RECOGNITION_TOKEN');
  return {
    sendMessage: async ({ channel, to, text }) => {
      await postJson('messages', channel === 'sms' ? sms : email, { to, text });
    },
    score: async (application) => {
      const answer = await postJson<{ approved?: unknown }>('scoring', scoring, application);
      return { approved: answer.approved === true };
    },
    recognizePassport: async ({ data, mimeType }) => {
      const answer = await postJson<{ fields?: Record<string, string> | null }>('passport', passport, { mimeType, image: data.toString('base64') });
      return answer.fields ?? null;
    },
    endpoints: {
      cards: endpoint('CARD_LINK_URL', 'CARD_LINK_SECRET'),
      esia: endpoint('ESIA_URL', 'ESIA_SECRET'),
    },
    acquiring: acquiringOf(env),
  };
}

/** Called once by buildServer: every request of this server sees these providers (null in the sandbox). */
export function bindProviders(app: FastifyInstance, providers: RealProviders | null): void {
  app.addHook('onRequest', (_request, _reply, done) => current.run(providers, done));
}

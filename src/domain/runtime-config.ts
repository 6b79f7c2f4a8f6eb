// Runtime configuration: what the server hands the SPA at run time (inlined into every HTML page
// as window.__APP_CONFIG__, never baked into the build). One definition for both sides: the
// server's config (server/config.ts) builds it from the environment, the SPA parses what it finds
// in the page, which anyone can edit: a field of the wrong type falls back to its default.
import { TENANTS } from '@machines/tenant';

export const ENV_TYPES = ['prod', 'test', 'dev'] as const;

/** The SPA's defaults: the sandbox of a development machine. */
export const RUNTIME_CONFIG_DEFAULTS = {
  /** API base URL `{host}`; empty means the same origin as the page. */
  apiHost: '',
  tenant: 'sf',
  sandbox: true,
  clientApiKey: 'front-app-public-key',
  captchaSiteKey: 'sandbox-site-key',
  captchaScriptUrl: '/sandbox/captcha/api.js',
  chatScriptUrl: '',
  analyticsScriptUrl: '',
  analyticsCounterId: 0,
  trackerScriptUrl: '',
  partnerBackUrl: '',
  /** Environment type; the old-site cookie name depends on it. */
  envType: 'dev',
  debug: false,
} as const;

type Defaults = typeof RUNTIME_CONFIG_DEFAULTS;
type Widen<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : T;

/** The configuration the SPA runs with: every field of the defaults, of its type. */
export type RuntimeConfig = { -readonly [K in keyof Defaults]: Widen<Defaults[K]> } & {
  tenant: (typeof TENANTS)[number];
  envType: (typeof ENV_TYPES)[number];
};

// Read field by field without zod: this parse runs in the home page's start-up chunk, where zod's
// core cost 7 KB gzip of the page's initial JS (docs/decisions.md «The start-up parses without zod»).
const MAX_TEXT = 2000;
const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value.length <= MAX_TEXT ? value : fallback);
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const count = (value: unknown, fallback: number): number => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : fallback);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

/** The configuration a page carries, each field parsed: missing or malformed fields (or no object at all) take their defaults. */
export function parseRuntimeConfig(source: unknown): RuntimeConfig {
  const D = RUNTIME_CONFIG_DEFAULTS;
  const raw: Partial<Record<keyof Defaults, unknown>> = source !== null && typeof source === 'object' && !Array.isArray(source) ? source : {};
  return {
    apiHost: text(raw.apiHost, D.apiHost),
    tenant: oneOf(TENANTS, raw.tenant, D.tenant),
    sandbox: flag(raw.sandbox, D.sandbox),
    clientApiKey: text(raw.clientApiKey, D.clientApiKey),
    captchaSiteKey: text(raw.captchaSiteKey, D.captchaSiteKey),
    captchaScriptUrl: text(raw.captchaScriptUrl, D.captchaScriptUrl),
    chatScriptUrl: text(raw.chatScriptUrl, D.chatScriptUrl),
    analyticsScriptUrl: text(raw.analyticsScriptUrl, D.analyticsScriptUrl),
    analyticsCounterId: count(raw.analyticsCounterId, D.analyticsCounterId),
    trackerScriptUrl: text(raw.trackerScriptUrl, D.trackerScriptUrl),
    partnerBackUrl: text(raw.partnerBackUrl, D.partnerBackUrl),
    envType: oneOf(ENV_TYPES, raw.envType, D.envType),
    debug: flag(raw.debug, D.debug),
  };
}

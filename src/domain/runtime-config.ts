// Runtime configuration: what the server hands the SPA at run time (inlined into every HTML page
// as window.__APP_CONFIG__, never baked into the build). One definition for both sides: the
// server's config (server/config.ts) builds it from the environment, the SPA parses what it finds
// in the page, which anyone can edit: a field of the wrong type falls back to its default.
import { z } from '@machines/zod';
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

const D = RUNTIME_CONFIG_DEFAULTS;
const text = (fallback: string) => z.catch(z.string().check(z.maxLength(2000)), fallback);

// Built on the first parse, not when the module is evaluated: zod's schema construction was a
// tenth of evaluating the start-up chunk on a phone (issue 32), and the parse is a stage of its own.
const buildRuntimeConfigSchema = () =>
  z.catch(
    z.object({
      apiHost: text(D.apiHost),
      tenant: z.catch(z.enum(TENANTS), D.tenant),
      sandbox: z.catch(z.boolean(), D.sandbox),
      clientApiKey: text(D.clientApiKey),
      captchaSiteKey: text(D.captchaSiteKey),
      captchaScriptUrl: text(D.captchaScriptUrl),
      chatScriptUrl: text(D.chatScriptUrl),
      analyticsScriptUrl: text(D.analyticsScriptUrl),
      analyticsCounterId: z.catch(z.int().check(z.nonnegative()), D.analyticsCounterId),
      trackerScriptUrl: text(D.trackerScriptUrl),
      partnerBackUrl: text(D.partnerBackUrl),
      envType: z.catch(z.enum(ENV_TYPES), D.envType),
      debug: z.catch(z.boolean(), D.debug),
    }),
    { ...D },
  );

type RuntimeConfigSchema = ReturnType<typeof buildRuntimeConfigSchema>;
export type RuntimeConfig = z.infer<RuntimeConfigSchema>;
let runtimeConfigSchema: RuntimeConfigSchema | undefined;

/** The configuration a page carries, each field parsed: missing or malformed fields (or no object at all) take their defaults. */
export const parseRuntimeConfig = (source: unknown): RuntimeConfig => (runtimeConfigSchema ??= buildRuntimeConfigSchema()).parse(source ?? {});

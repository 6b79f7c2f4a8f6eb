// Runtime configuration: inlined into the HTML by whatever serves the SPA (the reference server
// here), never baked into the build. See server/config.ts for the fields.
import type { Tenant } from '../theme/tenants';

export interface RuntimeConfig {
  apiHost: string;
  tenant: Tenant;
  sandbox: boolean;
  clientApiKey: string;
  captchaSiteKey: string;
  captchaScriptUrl: string;
  chatScriptUrl: string;
  analyticsScriptUrl: string;
  analyticsCounterId: number;
  trackerScriptUrl: string;
  partnerBackUrl: string;
  envType: 'prod' | 'test' | 'dev';
  debug: boolean;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const defaults: RuntimeConfig = {
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
  envType: 'dev',
  debug: false,
};

export function readRuntimeConfig(source: Partial<RuntimeConfig> | undefined = window.__APP_CONFIG__): RuntimeConfig {
  return { ...defaults, ...source };
}

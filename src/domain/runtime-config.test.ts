// A page's __APP_CONFIG__ is parsed, not trusted: whatever is tampered takes its default, never a crash.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { RUNTIME_CONFIG_DEFAULTS, parseRuntimeConfig } from './runtime-config';

const served = loadConfig({ DATA_DIR: ':memory:', TENANT: 'mf', ANALYTICS_COUNTER_ID: '42', DEBUG: '1' }).client;

describe('runtime configuration (window.__APP_CONFIG__)', () => {
  it('takes what the server inlines as it is (one definition on both sides)', () => {
    expect(parseRuntimeConfig(JSON.parse(JSON.stringify(served)))).toEqual(served);
  });

  it.each([undefined, null, 'sandbox', 42, [], true])('no object at all (%s) gives the defaults', (source) => {
    expect(parseRuntimeConfig(source)).toEqual(RUNTIME_CONFIG_DEFAULTS);
  });

  it('a field of the wrong type or value takes its default; the others stay', () => {
    const parsed = parseRuntimeConfig({ ...served, tenant: 'evil', sandbox: 'yes', apiHost: 5, analyticsCounterId: -1, envType: 'staging', debug: 1, clientApiKey: 'k'.repeat(5000) });
    expect(parsed).toEqual({
      ...served,
      tenant: RUNTIME_CONFIG_DEFAULTS.tenant,
      sandbox: RUNTIME_CONFIG_DEFAULTS.sandbox,
      apiHost: RUNTIME_CONFIG_DEFAULTS.apiHost,
      analyticsCounterId: RUNTIME_CONFIG_DEFAULTS.analyticsCounterId,
      envType: RUNTIME_CONFIG_DEFAULTS.envType,
      debug: RUNTIME_CONFIG_DEFAULTS.debug,
      clientApiKey: RUNTIME_CONFIG_DEFAULTS.clientApiKey,
    });
  });

  it('a missing field takes its default, an unknown one is dropped', () => {
    const { chatScriptUrl: _missing, ...rest } = served;
    const parsed = parseRuntimeConfig({ ...rest, injected: '<script>' });
    expect(parsed.chatScriptUrl).toBe(RUNTIME_CONFIG_DEFAULTS.chatScriptUrl);
    expect(parsed).not.toHaveProperty('injected');
  });
});

// Settings of a real deployment for tests that run the server with SANDBOX=0: every provider
// named, each pointing at `base` (a local fake the test starts, or a closed port when no call is made).
import { PROVIDERS } from '../providers';

export function realProviderEnv(base = 'http://127.0.0.1:9'): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, provider] of Object.entries(PROVIDERS)) {
    for (const name of provider.settings) env[name] = /_URL$/.test(name) ? `${base}/${key}` : `test-${name.toLowerCase()}`;
  }
  return env;
}

/** The env for a sealed (SANDBOX=0) test server. */
export const sealedEnv = (env: Record<string, string> = {}, base?: string) => (env.SANDBOX === '0' ? { ...realProviderEnv(base), ...env } : env);

// Settings of a real deployment for tests that run the server with SANDBOX=0: every provider
// named, each pointing at `base` (a local fake the test starts, or a closed port when no call is
// made), and the key of the one-time codes.
import { PROVIDERS } from '../providers';

export function realProviderEnv(base = 'http://127.0.0.1:9'): Record<string, string> {
  const env: Record<string, string> = { CODE_SECRET: 'test-code-secret-of-at-least-32-characters' };
  for (const [key, provider] of Object.entries(PROVIDERS)) {
    for (const name of provider.settings) env[name] = /_URL$/.test(name) ? `${base}/${key}` : `test-${name.toLowerCase()}`;
  }
  env.SBP_ACQUIRER = 'SBC';
  return env;
}

/**
 * The env of a test server: the database the run was given (`DATABASE_URL`, see
 * scripts/with-postgres.mjs) and, for a sealed (SANDBOX=0) server, every provider setting.
 */
export function testServerEnv(env: Record<string, string> = {}, base?: string): Record<string, string> {
  const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
  return env.SANDBOX === '0' ? { ...database, ...realProviderEnv(base), ...env } : { ...database, ...env };
}

// Shared set-up of the cabinet server tests (messages, banners, under-request items, documents):
// one server per file, and the demo client whose cabinet has something in it.
import { afterAll, beforeAll, vi } from 'vitest';
import type { BuiltServer } from '../app';
import { start } from './accounts-helpers';

/** Demo client 06: three messages (two unread), an LK question banner, an open under-request item. */
export const INBOX = '79000000006';

/** Boots one server for the test file (booting compiles the whole contract: slow on a busy machine). */
export function serverPerFile(): () => BuiltServer {
  vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });
  let built: BuiltServer | undefined;
  beforeAll(async () => {
    built = await start();
  });
  afterAll(async () => built?.app.close());
  return () => {
    if (!built) throw new Error('the server has not started');
    return built;
  };
}

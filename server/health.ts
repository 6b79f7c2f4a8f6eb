// Readiness, the load balancer's check (GET /api/ApiHealth/Ready), beside the liveness Ping: a
// node whose process runs but whose database does not answer, or that holds an older schema than
// its code expects, must leave the rotation rather than answer clients with 5xx.
import type { OpenedDatabase } from './db/database';
import type { HandlerMap } from './contract/register';
import { errorBody } from './errors';

/**
 * How long the database may take to answer. A balancer checks every few seconds and waits about
 * 2 s: a database that stopped answering (stopped, or hanging mid-failover) is reported within
 * that, not when the driver gives up.
 */
export const READY_WITHIN_MS = 1500;

type Verdict = { ready: true } | { ready: false; code: 'DATABASE_UNAVAILABLE' | 'MIGRATIONS_PENDING'; message: string };

export async function readiness(database: Pick<OpenedDatabase, 'pendingMigrations'>, withinMs = READY_WITHIN_MS): Promise<Verdict> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), withinMs)));
  try {
    const pending = await Promise.race([database.pendingMigrations(), late]);
    if (pending === 'late') return { ready: false, code: 'DATABASE_UNAVAILABLE', message: `База данных не ответила за ${withinMs} мс` };
    if (pending.length > 0) return { ready: false, code: 'MIGRATIONS_PENDING', message: `Не применены миграции: ${pending.join(', ')}` };
    return { ready: true };
  } catch {
    // The driver's message may name the host and the user: the verdict is enough for a balancer.
    return { ready: false, code: 'DATABASE_UNAVAILABLE', message: 'База данных недоступна' };
  } finally {
    clearTimeout(timer);
  }
}

export const healthHandlers = (database: OpenedDatabase): HandlerMap => ({
  'GET /api/ApiHealth/Ready': async (_request, reply) => {
    const verdict = await readiness(database);
    if (verdict.ready) return { Status: 'ready' };
    return reply.code(503).header('cache-control', 'no-store').send(errorBody(verdict.code, verdict.message));
  },
});

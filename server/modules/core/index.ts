// Health check and the analytics sink: the smallest module, and the one the shutdown test writes to.
import type { Generated, Kysely } from 'kysely';
import type { Handler } from '../../contract/register';
import { recordTransitions, type TransitionCount } from '../machine-stats';
import type { ServerModule } from '../types';

export interface CoreTables {
  analytics_event: {
    id: Generated<number>;
    app_id: string | null;
    name: string;
    payload: string;
    created_at: string;
  };
  /** Writes per address and minute of the calls anyone may make unsigned (server/write-limits.ts). */
  write_budget: {
    scope: string;
    ip: string;
    minute: string;
    count: number;
  };
}

export const coreModule: ServerModule = {
  name: 'core',
  migrations: {
    '0001-core-analytics': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('analytics_event')
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
          .addColumn('app_id', 'text')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('payload', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0002-core-write-budget': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('write_budget')
          .addColumn('scope', 'text', (c) => c.notNull())
          .addColumn('ip', 'text', (c) => c.notNull())
          .addColumn('minute', 'text', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('write_budget_pk', ['scope', 'ip', 'minute'])
          .execute();
      },
    },
  },
  handlers: ({ db, config }) => {
    const sendAnalytics: Handler = async (request, reply) => {
      const { Event, Transitions, ...rest } = request.body as { Event: string; Url?: string; DeviceId?: string; Data?: unknown; Transitions?: TransitionCount[] };
      // A batch of machine transitions is counted, not kept as an event row.
      if (Transitions) {
        await recordTransitions(db, config.tenant, Transitions);
        return reply.code(204).send();
      }
      await db
        .insertInto('analytics_event')
        .values({
          app_id: (request.headers['x-appid'] as string | undefined) ?? null,
          name: Event,
          payload: JSON.stringify(rest),
          created_at: new Date().toISOString(),
        })
        .execute();
      return reply.code(204).send();
    };
    return {
      'GET /api/ApiHealth/Ping': async () => ({ Status: 'ok', ServerTime: new Date().toISOString() }),
      // The same event sink under both API prefixes.
      'POST /api/Analytics/Send': sendAnalytics,
      'POST /client-api/Analytics/Send': sendAnalytics,
    };
  },
};

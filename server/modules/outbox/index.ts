// Sandbox SMS and e-mail: instead of a gateway, every message lands in a table that testers read
// at /dev/outbox (HTML) or /dev/outbox.json. Only in sandbox mode: a real deployment has no such page.
import type { Generated, Kysely } from 'kysely';
import type { AppDb } from '../../db/database';
import { realProviders } from '../../providers';
import type { ServerModule } from '../types';
import { renderOutboxPage } from './page';

export interface OutboxTables {
  outbox_message: {
    id: Generated<number>;
    channel: 'sms' | 'email';
    to_address: string;
    text: string;
    code: string | null;
    sent_at: string;
  };
}

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  text: string;
  code: string | null;
  sentAt: string;
}

/**
 * Sends an SMS or e-mail: through the real gateway outside the sandbox (nothing of it is kept
 * here, codes included), into the outbox table in the sandbox.
 */
export async function deliverMessage(db: AppDb, message: { channel: 'sms' | 'email'; to: string; text: string; code?: string | null }): Promise<void> {
  const real = realProviders();
  if (real) return real.sendMessage({ channel: message.channel, to: message.to, text: message.text });
  return recordMessage(db, message);
}

async function recordMessage(
  db: AppDb,
  message: { channel: 'sms' | 'email'; to: string; text: string; code?: string | null },
): Promise<void> {
  await db
    .insertInto('outbox_message')
    .values({
      channel: message.channel,
      to_address: message.to,
      text: message.text,
      code: message.code ?? null,
      sent_at: new Date().toISOString(),
    })
    .execute();
}

/** Messages the sandbox outbox holds, by channel (metrics; outside the sandbox nothing is kept). */
export async function outboxTotals(db: AppDb): Promise<{ channel: string; count: number }[]> {
  const rows = await db.selectFrom('outbox_message').select((eb) => ['channel', eb.fn.countAll<number>().as('count')]).groupBy('channel').execute();
  return rows.map((r) => ({ channel: r.channel, count: Number(r.count) }));
}

/** Newest last, as a tester reads a conversation. */
export async function listMessages(db: AppDb, limit = 200, to?: string): Promise<OutboxMessage[]> {
  let query = db.selectFrom('outbox_message').selectAll();
  if (to) query = query.where('to_address', '=', to);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse().map((r) => ({ channel: r.channel, to: r.to_address, text: r.text, code: r.code, sentAt: r.sent_at }));
}

export const outboxModule: ServerModule = {
  name: 'outbox',
  migrations: {
    '0600-outbox-message': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('outbox_message')
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('to_address', 'text', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('code', 'text')
          .addColumn('sent_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
  },
  routes(app, { config, db }) {
    if (!config.sandbox) return;
    // ?to= narrows it to one phone or address: with many clients at once (the journey load test) their codes leave the newest 200.
    app.get('/dev/outbox.json', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { to } = request.query as { to?: unknown };
      return listMessages(db, 200, typeof to === 'string' && to ? to : undefined);
    });
    app.get('/dev/outbox', async (_request, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return renderOutboxPage(await listMessages(db));
    });
  },
};

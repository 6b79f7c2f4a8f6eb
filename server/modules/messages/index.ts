// The client's messages in the cabinet: newest first, one by id, mark read. Another client's
// message is "not found", also when it is one of several ids to mark read (nothing is marked then).
import type { Selectable } from 'kysely';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { nowIso } from '../../clock';
import { findUserByPhone, userIdOf } from '../accounts';
import type { ServerModule } from '../types';
import { messagesMigrations, type MessagesTables } from './tables';

import { sendMessage } from './service';

export { sendMessage };
export type { MessagesTables } from './tables';

type MessageRow = Selectable<MessagesTables['client_message']>;

const messageAnswer = (m: MessageRow) => ({ Id: m.id, Title: m.title, Text: m.text, CreatedAt: m.created_at, IsRead: m.read_at !== null });

const NOT_FOUND = () => new ApiError(404, 'NOT_FOUND', 'Сообщение не найдено');

async function countMessages(db: AppDb, userId: number, unreadOnly: boolean): Promise<number> {
  let query = db.selectFrom('client_message').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId);
  if (unreadOnly) query = query.where('read_at', 'is', null);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export function messageHandlers(db: AppDb): HandlerMap {
  return {
    'GET /api/Info/messages': async (request) => {
      const userId = userIdOf(request);
      const { page = 1, pageSize = 20, unreadOnly } = request.query as { page?: number; pageSize?: number; unreadOnly?: boolean };
      let query = db.selectFrom('client_message').selectAll().where('user_id', '=', userId);
      if (unreadOnly) query = query.where('read_at', 'is', null);
      const items = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { Items: items.map(messageAnswer), Total: await countMessages(db, userId, unreadOnly === true), Unread: await countMessages(db, userId, true) };
    },
    'GET /api/Info/messages/{id}': async (request) => {
      const row = await db
        .selectFrom('client_message')
        .selectAll()
        .where('id', '=', (request.params as { id: number }).id)
        .where('user_id', '=', userIdOf(request))
        .executeTakeFirst();
      if (!row) throw NOT_FOUND();
      return messageAnswer(row);
    },
    'POST /api/Info/messages': async (request) => {
      const userId = userIdOf(request);
      const { Ids } = request.body as { Ids: number[] };
      return db.transaction().execute(async (trx) => {
        const own = await trx.selectFrom('client_message').select('id').where('user_id', '=', userId).where('id', 'in', Ids).execute();
        if (own.length !== Ids.length) throw NOT_FOUND();
        // Reading again keeps the first read time.
        await trx.updateTable('client_message').set({ read_at: nowIso() }).where('user_id', '=', userId).where('id', 'in', Ids).where('read_at', 'is', null).execute();
        return { Success: true };
      });
    },
  };
}

const sandboxMessageBody = {
  type: 'object',
  required: ['Phone', 'Title', 'Text'],
  additionalProperties: false,
  properties: { Phone: { type: 'string', pattern: '^7\\d{10}$' }, Title: { type: 'string', minLength: 1, maxLength: 200 }, Text: { type: 'string', minLength: 1, maxLength: 4000 } },
} as const;

export const messagesModule: ServerModule = {
  name: 'messages',
  migrations: messagesMigrations,
  handlers: ({ db }) => messageHandlers(db),
  routes(app, { config, db }) {
    if (!config.sandbox) return;
    // A tester's tool: a message from the company to a client's cabinet, unread.
    app.post<{ Body: { Phone: string; Title: string; Text: string } }>('/sandbox/messages', { schema: { body: sandboxMessageBody } }, async (request, reply) => {
      const user = await findUserByPhone(db, request.body.Phone);
      if (!user) return reply.code(404).send({ Errors: [{ ErrorCode: 'NOT_FOUND', Message: 'Клиент не найден' }] });
      return { Id: await sendMessage(db, user.id, { title: request.body.Title, text: request.body.Text, createdAt: nowIso() }) };
    });
  },
};
export { addDemoMessages } from './demo';

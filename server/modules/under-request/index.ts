// Under-request items of the client: the list, closing one, and the card chosen for one (the
// scoring module's SelectCardForUnderRequest calls selectCardForUnderRequest). Another client's
// item is "not found".
import type { Selectable } from 'kysely';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { nowIso } from '../../clock';
import { userIdOf } from '../accounts';
import type { ServerModule } from '../types';
import { underRequestMigrations, type UnderRequestTables } from './tables';

export { closeRequestsForDocument, openUnderRequest } from './service';
export type { UnderRequestTables } from './tables';

type ItemRow = Selectable<UnderRequestTables['under_request_item']>;

const itemAnswer = (i: ItemRow) => ({
  Id: i.id,
  Title: i.title,
  Status: i.status,
  CreatedAt: i.created_at,
  Amount: i.amount,
  LoanId: i.loan_id,
  DocumentGroupId: i.document_group_id,
});

async function ownItem(db: AppDb, userId: number, id: number): Promise<ItemRow> {
  const item = await db.selectFrom('under_request_item').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!item) throw new ApiError(404, 'NOT_FOUND', 'Запрос не найден');
  return item;
}

/**
 * The card (already checked to be the client's) for an open item of the client; without an item
 * id, for the client's newest open item.
 */
export async function selectCardForUnderRequest(db: AppDb, userId: number, itemId: number | undefined, cardId: number): Promise<void> {
  const item =
    itemId === undefined
      ? await db.selectFrom('under_request_item').selectAll().where('user_id', '=', userId).where('status', '=', 'open').orderBy('id', 'desc').executeTakeFirst()
      : await ownItem(db, userId, itemId);
  if (!item) throw new ApiError(404, 'NOT_FOUND', 'Запрос не найден');
  if (item.status === 'closed') throw new ApiError(400, 'UNDER_REQUEST_CLOSED', 'Этот запрос уже закрыт');
  await db.updateTable('under_request_item').set({ card_id: cardId }).where('id', '=', item.id).execute();
}

export function underRequestHandlers(db: AppDb): HandlerMap {
  return {
    // Open items first (what the client still has to do), newest first within each.
    'GET /api/UnderRequest/List': async (request) =>
      (
        await db
          .selectFrom('under_request_item')
          .selectAll()
          .where('user_id', '=', userIdOf(request))
          .orderBy((eb) => eb.case().when('status', '=', 'open').then(0).else(1).end())
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map(itemAnswer),
    // Closing twice is not an error: the item stays closed at its first closing time.
    'POST /api/UnderRequest/{id}/Close': async (request) => {
      const item = await ownItem(db, userIdOf(request), (request.params as { id: number }).id);
      if (item.status === 'open') await db.updateTable('under_request_item').set({ status: 'closed', closed_at: nowIso() }).where('id', '=', item.id).execute();
      return { Success: true };
    },
  };
}

export const underRequestModule: ServerModule = {
  name: 'under-request',
  migrations: underRequestMigrations,
  handlers: ({ db }) => underRequestHandlers(db),
};
export { openDemoUnderRequest } from './demo';

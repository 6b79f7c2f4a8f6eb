// Opening under-request items for a client.
import type { AppDb } from '../../db/database';
import { nowIso } from '../../clock';

/** Opens an item for a client (demo seed; the back office in a real deployment). */
export async function openUnderRequest(db: AppDb, userId: number, item: { title: string; amount: number; createdAt?: string }): Promise<number> {
  const row = await db
    .insertInto('under_request_item')
    .values({ user_id: userId, title: item.title, amount: item.amount, status: 'open', card_id: null, created_at: item.createdAt ?? nowIso(), closed_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

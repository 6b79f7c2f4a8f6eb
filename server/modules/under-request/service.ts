// Opening under-request items for a client, and closing them when what they ask for arrives.
import type { AppDb } from '../../db/database';
import { nowIso } from '../../clock';

export interface UnderRequestInput {
  title: string;
  amount: number;
  createdAt?: string;
  /** The held application the request belongs to. */
  loanId?: number | null;
  /** The document group asked for; an upload into it closes the request. */
  documentGroupId?: number | null;
}

/** Opens an item for a client (demo seed; the back office in a real deployment). */
export async function openUnderRequest(db: AppDb, userId: number, item: UnderRequestInput): Promise<number> {
  const row = await db
    .insertInto('under_request_item')
    .values({
      user_id: userId,
      title: item.title,
      amount: item.amount,
      status: 'open',
      card_id: null,
      created_at: item.createdAt ?? nowIso(),
      closed_at: null,
      loan_id: item.loanId ?? null,
      document_group_id: item.documentGroupId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A document arrived in a group: the client's open requests for that group are done. */
export async function closeRequestsForDocument(db: AppDb, userId: number, documentGroupId: number): Promise<void> {
  await db
    .updateTable('under_request_item')
    .set({ status: 'closed', closed_at: nowIso() })
    .where('user_id', '=', userId)
    .where('document_group_id', '=', documentGroupId)
    .where('status', '=', 'open')
    .execute();
}

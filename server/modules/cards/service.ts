// Card records of a client. Another client's card is "not found".
import type { Selectable } from 'kysely';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { nowIso } from '../../clock';
import type { CardsTables } from './tables';

export type CardRow = Selectable<CardsTables['bank_card']>;

export const cardAnswer = (c: CardRow) => ({
  Id: c.id,
  MaskedPan: c.masked_pan,
  ExpiryMonth: c.expiry_month,
  ExpiryYear: c.expiry_year,
  PaymentSystem: c.payment_system,
  IsDefault: c.is_default === 1,
});

export const listCards = (db: AppDb, userId: number) =>
  db.selectFrom('bank_card').selectAll().where('user_id', '=', userId).orderBy('id').execute();

export async function getCard(db: AppDb, userId: number, id: number): Promise<CardRow> {
  const card = await db.selectFrom('bank_card').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!card) throw new ApiError(404, 'NOT_FOUND', 'Карта не найдена');
  return card;
}

/** The newest card becomes the default one: it is the card the client just linked. */
export async function addCard(
  db: AppDb,
  userId: number,
  card: { last4: string; expiryMonth: number; expiryYear: number; paymentSystem: CardRow['payment_system'] },
): Promise<number> {
  await db.updateTable('bank_card').set({ is_default: 0 }).where('user_id', '=', userId).execute();
  const { id } = await db
    .insertInto('bank_card')
    .values({
      user_id: userId,
      masked_pan: `•••• ${card.last4}`,
      expiry_month: card.expiryMonth,
      expiry_year: card.expiryYear,
      payment_system: card.paymentSystem,
      is_default: 1,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setDefaultCard(db: AppDb, userId: number, id: number): Promise<void> {
  await getCard(db, userId, id);
  await db.updateTable('bank_card').set({ is_default: 0 }).where('user_id', '=', userId).execute();
  await db.updateTable('bank_card').set({ is_default: 1 }).where('id', '=', id).execute();
}

export async function defaultCardId(db: AppDb, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('bank_card')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

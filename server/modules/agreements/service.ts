// The client's agreements: the three registration agreements (fixed ids 1–3, signed at
// registration) and the documents written for this client (rows of client_agreement, ids from
// 1001). Another client's document is "not found", never shown.
import type { Selectable } from 'kysely';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { nowIso } from '../../clock';
import { formatMoscowDateTime } from '@/domain/dates';
import { REGISTRATION_AGREEMENTS } from '../accounts';
import { getUser } from '../accounts';
import type { AgreementsTables } from './tables';

export type AgreementRow = Selectable<AgreementsTables['client_agreement']>;

export const NOT_FOUND = () => new ApiError(404, 'NOT_FOUND', 'Документ не найден');

const registrationAgreement = (id: number) => REGISTRATION_AGREEMENTS.find((a) => a.Id === id);

export interface ClientAgreement {
  Id: number;
  Name: string;
  Content: string;
  IsSigned: boolean;
  SignedAt: string | null;
  /** Rows only: registration agreements are signed through the registration flag. */
  row: AgreementRow | null;
}

/** When a document was signed (Moscow time, as every time shown to clients), and to which phone the code went. */
export const signatureText = (row: Pick<AgreementRow, 'signed_at' | 'signed_to'>) =>
  row.signed_at ? `Подписано простой электронной подписью ${formatMoscowDateTime(row.signed_at)}: код из SMS, отправленного на ${row.signed_to ?? 'телефон клиента'}.` : null;

/** The signature block of a signed document. */
const withSignature = (row: AgreementRow) => (row.signed_at ? `${row.content}<p data-signature>${signatureText(row)}</p>` : row.content);

const fromRow = (row: AgreementRow): ClientAgreement => ({
  Id: row.id,
  Name: row.name,
  Content: withSignature(row),
  IsSigned: row.signed_at !== null,
  SignedAt: row.signed_at,
  row,
});

export async function listAgreements(db: AppDb, userId: number): Promise<ClientAgreement[]> {
  const user = await getUser(db, userId);
  const rows = await db.selectFrom('client_agreement').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const registration = REGISTRATION_AGREEMENTS.map((a) => ({ Id: a.Id, Name: a.Name, Content: a.Content, IsSigned: user.agreements_signed === 1, SignedAt: null, row: null }));
  // What waits for the signature comes first, newest first; then the signed ones, newest first.
  return [...registration, ...rows.map(fromRow)].sort((a, b) => Number(a.IsSigned) - Number(b.IsSigned) || b.Id - a.Id);
}

export async function getAgreement(db: AppDb, userId: number, id: number): Promise<ClientAgreement> {
  const registration = registrationAgreement(id);
  if (registration) {
    const user = await getUser(db, userId);
    return { Id: registration.Id, Name: registration.Name, Content: registration.Content, IsSigned: user.agreements_signed === 1, SignedAt: null, row: null };
  }
  const row = await db.selectFrom('client_agreement').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw NOT_FOUND();
  return fromRow(row);
}

/** A document offered to the client for signing. */
export async function offerAgreement(db: AppDb, input: { userId: number; kind: string; name: string; content: string; loanId?: number | null }): Promise<number> {
  const { id } = await db
    .insertInto('client_agreement')
    .values({ user_id: input.userId, loan_id: input.loanId ?? null, kind: input.kind, name: input.name, content: input.content, created_at: nowIso(), signed_at: null, signed_to: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A document the client signed in the same step it was offered (a prolongation's additional agreement). */
export async function recordSignedAgreement(
  db: AppDb,
  input: { userId: number; kind: string; name: string; content: string; loanId?: number | null; signedTo: string },
): Promise<number> {
  const id = await offerAgreement(db, input);
  await db.updateTable('client_agreement').set({ signed_at: nowIso(), signed_to: input.signedTo }).where('id', '=', id).execute();
  return id;
}

/**
 * The new editions of the general conditions that wait for the client's signature: a
 * prolongation's code signs them with it, since the new edition governs prolongations.
 */
export async function waitingTerms(db: AppDb, userId: number): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('client_agreement').select(['id', 'name']).where('user_id', '=', userId).where('kind', '=', 'terms').where('signed_at', 'is', null).orderBy('id').execute();
}

/** Marks the client's unsigned rows signed; false when one of them was signed meanwhile. */
export async function markSigned(db: AppDb, userId: number, ids: number[], signedTo: string): Promise<boolean> {
  if (ids.length === 0) return true;
  const updated = await db
    .updateTable('client_agreement')
    .set({ signed_at: nowIso(), signed_to: signedTo })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('signed_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === ids.length;
}

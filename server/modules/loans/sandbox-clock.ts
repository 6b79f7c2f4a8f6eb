// The sandbox clock (issue 13): a tester moves one client's loans N days into the future by moving
// every date of them N days into the past, so the loan falls due, expires (Status 5) and accrues
// its penalty on the next read, while the server's own clock and every other client stay as they are.
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database';
import { findUserByPhone } from '../accounts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The same moment `days` earlier; a calendar date stays a calendar date. */
export function earlier(value: string, days: number): string;
export function earlier(value: string | null, days: number): string | null;
export function earlier(value: string | null, days: number): string | null {
  if (value === null) return null;
  if (DATE_ONLY.test(value)) return new Date(Date.parse(`${value}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
  return new Date(Date.parse(value) - days * DAY_MS).toISOString();
}

/** Moves every date of the client's loans `days` back; answers how many loans moved. */
export async function moveLoansForward(db: AppDb, userId: number, days: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const loans = await trx.selectFrom('loan').selectAll().where('user_id', '=', userId).execute();
    for (const loan of loans) {
      await trx
        .updateTable('loan')
        .set({ created_at: earlier(loan.created_at, days), issued_at: earlier(loan.issued_at, days), due_date: earlier(loan.due_date, days), closed_at: earlier(loan.closed_at, days) })
        .where('id', '=', loan.id)
        .execute();
      for (const row of await trx.selectFrom('loan_payment').select(['id', 'paid_at']).where('loan_id', '=', loan.id).execute()) {
        await trx.updateTable('loan_payment').set({ paid_at: earlier(row.paid_at, days) }).where('id', '=', row.id).execute();
      }
      for (const row of await trx.selectFrom('loan_prolongation').selectAll().where('loan_id', '=', loan.id).execute()) {
        await trx
          .updateTable('loan_prolongation')
          .set({ previous_due_date: earlier(row.previous_due_date, days), new_due_date: earlier(row.new_due_date, days), signed_at: earlier(row.signed_at, days) })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return loans.length;
  });
}

const clockBody = {
  type: 'object',
  required: ['Phone', 'Days'],
  additionalProperties: false,
  properties: { Phone: { type: 'string', pattern: '^7\\d{10}$' }, Days: { type: 'integer', minimum: 1, maximum: 365 } },
} as const;

export function registerSandboxClock(app: FastifyInstance, db: AppDb): void {
  app.post<{ Body: { Phone: string; Days: number } }>('/sandbox/clock', { schema: { body: clockBody } }, async (request, reply) => {
    const user = await findUserByPhone(db, request.body.Phone);
    if (!user) return reply.code(404).send({ Errors: [{ ErrorCode: 'NOT_FOUND', Message: 'Клиент не найден' }] });
    return { Loans: await moveLoansForward(db, user.id, request.body.Days) };
  });
}

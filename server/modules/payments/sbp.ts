// The client's SBP account (/client-api/SBP/User): the bank the client pays from (and receives
// a loan to) through the fast payment system, with the client's own phone.
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { nowIso } from '../../clock';
import { getUser } from '../accounts';
import { userIdOf } from '../accounts';
import { findSbpBank } from '../info';

const formatPhone = (digits: string) => digits.replace(/^7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 ($1) $2-$3-$4');

async function accountOf(db: AppDb, userId: number) {
  const row = await db.selectFrom('sbp_account').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const bank = row ? await findSbpBank(db, row.bank_id) : undefined;
  if (!row || !bank) throw new ApiError(404, 'SBP_ACCOUNT_NOT_SET', 'Банк для СБП ещё не выбран');
  return { BankId: bank.id, BankName: bank.name, Phone: formatPhone((await getUser(db, userId)).phone) };
}

export function sbpHandlers(db: AppDb): HandlerMap {
  return {
    'GET /client-api/SBP/User': async (request) => accountOf(db, userIdOf(request)),
    'POST /client-api/SBP/User': async (request) => {
      const userId = userIdOf(request);
      const { BankId } = request.body as { BankId: string };
      if (!(await findSbpBank(db, BankId))) throw new ApiError(404, 'NOT_FOUND', 'Банк не найден в списке участников СБП');
      await db
        .insertInto('sbp_account')
        .values({ user_id: userId, bank_id: BankId, updated_at: nowIso() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ bank_id: BankId, updated_at: nowIso() }))
        .execute();
      return accountOf(db, userId);
    },
  };
}

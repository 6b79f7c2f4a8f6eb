// Changing the phone number: a code to the new number, then the change. Not while a loan is
// active or overdue: the loan's documents and reminders are tied to the number it was signed with.
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { confirmCode, findUserByPhone, requirePhone, sendCode, userIdOf } from '../accounts';
import { hasActiveLoan } from '../loans';
import { PHONE_CHANGE_LOCKED } from '../../../src/domain/messages';

// The SPA says the same before the client types anything.
export const PHONE_LOCKED_MESSAGE = PHONE_CHANGE_LOCKED;

async function assertPhoneChangeAllowed(db: AppDb, request: FastifyRequest): Promise<number> {
  const userId = userIdOf(request);
  if (await hasActiveLoan(db, userId)) throw new ApiError(400, 'PHONE_CHANGE_LOCKED', PHONE_LOCKED_MESSAGE);
  return userId;
}

export function phoneHandlers(db: AppDb): HandlerMap {
  return {
    'POST /api/Account/ApprovePhone': async (request) => {
      const userId = await assertPhoneChangeAllowed(db, request);
      const phone = requirePhone((request.body as { Phone: string }).Phone);
      const owner = await findUserByPhone(db, phone);
      if (owner && owner.id !== userId) throw new ApiError(400, 'PHONE_TAKEN', 'Этот номер уже зарегистрирован');
      const { CodeLength, ResendAfterSeconds, SentTo } = await sendCode(db, { purpose: 'confirm-phone', channel: 'sms', target: phone, userId });
      return { CodeLength, ResendAfterSeconds, SentTo };
    },
    'POST /api/Account/ConfirmPhone': async (request) => {
      const userId = await assertPhoneChangeAllowed(db, request);
      const body = request.body as { Phone: string; Code: string };
      const phone = requirePhone(body.Phone);
      await confirmCode(db, { purpose: 'confirm-phone', target: phone, userId, code: body.Code });
      const owner = await findUserByPhone(db, phone);
      if (owner && owner.id !== userId) throw new ApiError(400, 'PHONE_TAKEN', 'Этот номер уже зарегистрирован');
      await db.updateTable('user_account').set({ phone, phone_confirmed: 1 }).where('id', '=', userId).execute();
      return { Success: true };
    },
  };
}

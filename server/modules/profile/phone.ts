// Changing the phone number: the current password and a code to the new number, then the change,
// which the old number and the e-mail on file hear of. Not while a loan is active or overdue: the
// loan's documents and reminders are tied to the number it was signed with.
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../contract/register';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { assertCurrentPassword, confirmCode, findUserByPhone, getUser, noticePhoneChanged, requirePhone, sendCode, userIdOf } from '../accounts';
import { hasActiveLoan } from '../loans';
import { PHONE_CHANGE_LOCKED } from '@/domain/messages';

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
      const body = request.body as { Phone: string; Password: string };
      const phone = requirePhone(body.Phone);
      // A stolen session alone must not move the account to another number.
      await assertCurrentPassword(db, request, await getUser(db, userId), body.Password);
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
      const before = await getUser(db, userId);
      await db.updateTable('user_account').set({ phone, phone_confirmed: 1 }).where('id', '=', userId).execute();
      if (before.phone !== phone) await noticePhoneChanged(db, before, phone);
      return { Success: true };
    },
  };
}

// What a bank does when the keys to an account change: the client hears of it on the old phone
// and at the e-mail on file, so a change they did not make does not go unnoticed.
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { deliverMessage } from '../outbox';
import { maskEmail, maskPhone } from './codes';
import { assertLoginAllowed, recordLoginFailure } from './limiter';
import { verifyPassword } from './passwords';
import type { UserRow } from './users';

const NOT_YOU = 'Если это сделали не вы, срочно позвоните нам.';

/** The current password, asked again before the phone, the e-mail or the password change; a wrong one counts as a failed login. */
export async function assertCurrentPassword(db: AppDb, request: FastifyRequest, user: UserRow, password: string | undefined): Promise<void> {
  await assertLoginAllowed(db, request.limitIp);
  if (!(await verifyPassword(password ?? '', user.password_hash))) {
    await recordLoginFailure(db, user.phone, request.ip);
    throw new ApiError(400, 'WRONG_PASSWORD', 'Текущий пароль указан неверно');
  }
}

/** The old phone and the e-mail on file (as they were before the change) hear that the login phone changed. */
export async function noticePhoneChanged(db: AppDb, before: UserRow, newPhone: string): Promise<void> {
  const text = `Номер телефона для входа в личный кабинет изменён на ${maskPhone(newPhone)}. ${NOT_YOU}`;
  await deliverMessage(db, { channel: 'sms', to: before.phone, text });
  if (before.email) await deliverMessage(db, { channel: 'email', to: before.email, text });
}

/** The phone and the old e-mail hear that the e-mail changed. */
export async function noticeEmailChanged(db: AppDb, before: UserRow, newEmail: string): Promise<void> {
  const text = `E-mail в личном кабинете изменён на ${maskEmail(newEmail)}. ${NOT_YOU}`;
  await deliverMessage(db, { channel: 'sms', to: before.phone, text });
  if (before.email && before.email !== newEmail) await deliverMessage(db, { channel: 'email', to: before.email, text });
}

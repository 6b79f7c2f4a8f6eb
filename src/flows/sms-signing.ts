// What the signing flows (prolongation, agreements) share in the app: the SMS-code form with the
// SPEC §5 mask check, and a refused signature placed beside the code field (placeErrors).
import { createFormMachine } from '@machines/form.machine';
import type { SigningFailure, SmsCodeField } from '@machines/sms-signing';
import { placeErrors } from './server-errors';
import { maskedError } from '@/domain/validation';
import { ApiError } from '@/api/errors';

export const CONNECTION_MESSAGE = 'Не удалось связаться с сервером. Проверьте соединение и попробуйте ещё раз.';

export const smsCodeForm = createFormMachine<SmsCodeField>({ id: 'smsCode', fields: ['code'], validate: (v) => ({ code: maskedError('smsCode', v.code) }) });

const CODE_ERRORS = { WRONG_CODE: 'code', CODE_EXPIRED: 'code', CODE_ATTEMPTS_EXCEEDED: 'code' } as const;

/** Runs a signing call; a refusal rejects with the errors placed for the code form. */
export async function signing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError)) return Promise.reject({ fields: {}, form: CONNECTION_MESSAGE } satisfies SigningFailure);
    return Promise.reject(placeErrors<SmsCodeField>(error, CODE_ERRORS, { Code: 'code' }) satisfies SigningFailure);
  }
}

// Users: lookup by phone, the profile answer, registration step data.
import type { Selectable } from 'kysely';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import type { AccountsTables } from './tables';
import { nowIso } from '../../clock';

export type UserRow = Selectable<AccountsTables['user_account']>;

/** '+7 (900) 123-45-67', '79001234567', '89001234567', '9001234567' → '79001234567'; undefined if not a mobile number. */
export function normalizePhone(input: string): string | undefined {
  const digits = input.replace(/\D/g, '');
  const ten = digits.length === 11 && (digits[0] === '7' || digits[0] === '8') ? digits.slice(1) : digits;
  return /^9\d{9}$/.test(ten) ? `7${ten}` : undefined;
}

export function requirePhone(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw new ApiError(400, 'INVALID_PHONE', 'Номер телефона должен начинаться с +7 9');
  return phone;
}

export const findUserByPhone = (db: AppDb, phone: string) =>
  db.selectFrom('user_account').selectAll().where('phone', '=', phone).executeTakeFirst();

export async function getUser(db: AppDb, id: number): Promise<UserRow> {
  const user = await db.selectFrom('user_account').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Сессия истекла, войдите снова');
  return user;
}

export async function createUser(db: AppDb, values: Partial<Omit<UserRow, 'id'>> & { phone: string }): Promise<number> {
  const row = await db
    .insertInto('user_account')
    .values({
      email_confirmed: 0,
      phone_confirmed: 0,
      extremist: 0,
      is_freezed: 0,
      is_reject: 0,
      is_registration_finished: 0,
      is_fincert: 0,
      skip_login_sms: 0,
      agreements_signed: 0,
      registration_data: '{}',
      created_at: nowIso(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function userProfile(user: UserRow) {
  return {
    Id: user.id,
    Phone: user.phone,
    Email: user.email,
    UserInfo: {
      // A user who registered by phone alone has no name yet; the contract wants a string.
      FirstName: user.first_name ?? '',
      LastName: user.last_name,
      MiddleName: user.middle_name,
      BirthDate: user.birth_day,
    },
    Extremist: user.extremist === 1,
    IsFreezed: user.is_freezed === 1,
    IsReject: user.is_reject === 1,
    IsRegistrationFinished: user.is_registration_finished === 1,
    IsFincert: user.is_fincert === 1,
  };
}

export type StepData = Record<string, Record<string, unknown>>;

export const registrationData = (user: UserRow): StepData => JSON.parse(user.registration_data) as StepData;

/** Merges one step's data into the user's saved registration data. */
export async function saveStep(db: AppDb, userId: number, step: string, data: Record<string, unknown>): Promise<StepData> {
  const user = await getUser(db, userId);
  const all = registrationData(user);
  all[step] = { ...(all[step] ?? {}), ...data };
  await db.updateTable('user_account').set({ registration_data: JSON.stringify(all) }).where('id', '=', userId).execute();
  return all;
}

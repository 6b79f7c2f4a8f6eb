// One-time codes sent by SMS (6 digits) or e-mail (10 digits, requirements §5 mail-code mask):
// 5-minute life, 3 tries (the third wrong try kills the code), one resend a minute and
// at most 5 sends an hour per purpose and address.
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import { deliverMessage } from '../outbox';
import { clock, inMs, nowIso } from '../../clock';
import { randomUUID } from 'node:crypto';
import { codeDigest, newCode, sameDigest } from './secrets';

export const CODE_LIFE_MS = 5 * 60 * 1000;
export const CODE_TRIES = 3;
export const RESEND_AFTER_S = 60;
export const SENDS_PER_HOUR = 5;

export type CodePurpose = 'login' | 'registration' | 'restore' | 'confirm-email' | 'confirm-phone' | 'sign-agreements' | 'change-phone' | 'prolong' | 'sign-loan';

const TEXTS: Record<CodePurpose, string> = {
  login: 'вход в личный кабинет',
  registration: 'регистрация',
  restore: 'восстановление пароля',
  'confirm-email': 'подтверждение e-mail',
  'confirm-phone': 'подтверждение телефона',
  'sign-agreements': 'подписание документов',
  'change-phone': 'смена телефона',
  prolong: 'продление займа',
  'sign-loan': 'подписание договора займа',
};

export interface SentCode {
  ref: string;
  /** The flow's public id: the client's screen sends it back with the code (confirmCode's flowId). */
  FlowId: string;
  CodeLength: 6 | 10;
  ResendAfterSeconds: number;
  SentTo: string;
}

export const maskPhone = (phone: string) => `+7 (***) ***-${phone.slice(-4, -2)}-${phone.slice(-2)}`;
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');
const sentTo = (channel: 'sms' | 'email', target: string) => (channel === 'sms' ? maskPhone(target) : maskEmail(target));

function tooMany(seconds: number): ApiError {
  return new ApiError(429, 'RATE_LIMITED', `Код можно запросить снова через ${seconds} с`, { 'retry-after': String(seconds) });
}

/**
 * Undelivered flows (no account behind the address) and a client's real flows never hold each
 * other back: a stranger's requests can neither use up the owner's sends nor kill the owner's
 * live code, and each kind behaves to the asker exactly as the other would.
 */
function sameKind<QB extends { where: (column: 'user_id', op: 'is' | 'is not', value: null) => QB }>(query: QB, args: { deliver?: boolean; userId?: number | null }): QB {
  if (args.deliver === false) return query.where('user_id', 'is', null);
  return args.userId != null ? query.where('user_id', 'is not', null) : query;
}

export async function sendCode(
  db: AppDb,
  args: {
    purpose: CodePurpose;
    channel: 'sms' | 'email';
    target: string;
    userId?: number | null;
    payload?: unknown;
    /** Within the resend pause, hand back the live code's flow instead of refusing (login: the password was right). */
    reuseRecent?: boolean;
    /**
     * false: a flow for an address that has no account (recovery). Everything happens as for a
     * real one — limits, the answer, the tries — but no message goes out and no code can match.
     */
    deliver?: boolean;
    /** The address asking, counted by per-address limits. */
    ip?: string | null;
    /** The device (X-AppId) asking, for flows a stranger can start too (recovery): see confirmCode. */
    asker?: string | null;
  },
): Promise<SentCode> {
  const now = clock.now().getTime();
  if (args.reuseRecent) {
    const live = await db
      .selectFrom('one_time_code')
      .select(['ref', 'created_at', 'channel'])
      .where('purpose', '=', args.purpose)
      .where('target', '=', args.target)
      .where('used_at', 'is', null)
      .where('created_at', '>', new Date(now - RESEND_AFTER_S * 1000).toISOString())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (live) {
      const wait = Math.ceil((new Date(live.created_at).getTime() + RESEND_AFTER_S * 1000 - now) / 1000);
      return { ref: live.ref, FlowId: live.ref, CodeLength: live.channel === 'sms' ? 6 : 10, ResendAfterSeconds: Math.max(0, wait), SentTo: sentTo(args.channel, args.target) };
    }
  }
  const hourAgo = new Date(now - 60 * 60 * 1000).toISOString();
  const recent = await sameKind(
    db.selectFrom('one_time_code').select(['created_at', 'confirmed_at']).where('purpose', '=', args.purpose).where('target', '=', args.target),
    args,
  )
    .where('created_at', '>', hourAgo)
    .orderBy('created_at', 'desc')
    .execute();
  const last = recent[0];
  if (last && last.confirmed_at === null) {
    const wait = Math.ceil((new Date(last.created_at).getTime() + RESEND_AFTER_S * 1000 - now) / 1000);
    if (wait > 0) throw tooMany(wait);
  }
  if (recent.length >= SENDS_PER_HOUR) {
    const oldest = recent[SENDS_PER_HOUR - 1]!;
    throw tooMany(Math.max(1, Math.ceil((new Date(oldest.created_at).getTime() + 3600_000 - now) / 1000)));
  }
  // Only the newest code of a flow works. A flow that belongs to a device (recovery) is only that
  // device's: a stranger's request never kills the code the owner is about to type.
  let previous = sameKind(db.updateTable('one_time_code').set({ used_at: nowIso() }).where('purpose', '=', args.purpose).where('target', '=', args.target), args);
  if (args.asker !== undefined) previous = args.asker === null ? previous.where('asker', 'is', null) : previous.where('asker', '=', args.asker);
  await previous.where('used_at', 'is', null).execute();
  const length = args.channel === 'sms' ? 6 : 10;
  const code = newCode(length);
  const ref = randomUUID();
  await db
    .insertInto('one_time_code')
    .values({
      ref,
      purpose: args.purpose,
      channel: args.channel,
      target: args.target,
      user_id: args.userId ?? null,
      // An undelivered code is never the one a client types: its hash is of a value nobody has.
      code_hash: await codeDigest(db, ref, args.deliver === false ? randomUUID() : code),
      attempts_left: CODE_TRIES,
      expires_at: inMs(CODE_LIFE_MS),
      created_at: nowIso(),
      used_at: null,
      confirmed_at: null,
      payload: JSON.stringify(args.payload ?? {}),
      requested_ip: args.ip ?? null,
      asker: args.asker ?? null,
    })
    .execute();
  if (args.deliver !== false) {
    const text = `Код ${code}: ${TEXTS[args.purpose]}. Никому не сообщайте его. Действует 5 минут.`;
    await deliverMessage(db, { channel: args.channel, to: args.target, text, code });
  }
  return {
    ref,
    FlowId: ref,
    CodeLength: length,
    ResendAfterSeconds: RESEND_AFTER_S,
    SentTo: sentTo(args.channel, args.target),
  };
}

export interface ConfirmedCode {
  userId: number | null;
  target: string;
  payload: Record<string, unknown>;
}

const expired = () => new ApiError(400, 'CODE_EXPIRED', 'Код устарел или не запрашивался. Запросите новый код');
const exhausted = () => new ApiError(400, 'CODE_ATTEMPTS_EXCEEDED', 'Неверный код. Попытки закончились, запросите новый код');

/**
 * Checks a code against the one flow it belongs to; the code is spent on success.
 * The flow is named by its id (`ref`, or `flowId` the client's screen carries), by the signed-in
 * client (`userId`), or — for a client that does not send the id — by the address together with
 * the device that asked (`asker`, its X-AppId): a stranger's flow for the same address is another
 * flow, so the stranger can neither use nor spend the owner's code.
 */
export async function confirmCode(
  db: AppDb,
  args: { purpose: CodePurpose; code: string; target?: string; ref?: string; flowId?: string; userId?: number; asker?: string | null },
): Promise<ConfirmedCode> {
  const ref = args.ref ?? args.flowId;
  if (ref === undefined && args.target === undefined && args.userId === undefined) throw expired();
  let query = db
    .selectFrom('one_time_code')
    .selectAll()
    .where('purpose', '=', args.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso());
  if (ref !== undefined) query = query.where('ref', '=', ref);
  if (args.target !== undefined) query = query.where('target', '=', args.target);
  if (args.userId !== undefined) query = query.where('user_id', '=', args.userId);
  if (ref === undefined && args.asker !== undefined) query = args.asker === null ? query.where('asker', 'is', null) : query.where('asker', '=', args.asker);
  const row = await query.orderBy('id', 'desc').executeTakeFirst();
  if (!row) throw expired();
  const normalized = args.code.replace(/\s/g, '').toUpperCase();
  if (!sameDigest(await codeDigest(db, row.ref, normalized), row.code_hash)) throw await spendTry(db, row.id);
  // Only one of two right answers at once wins the flow; a flow out of tries takes none.
  const won = await db
    .updateTable('one_time_code')
    .set({ used_at: nowIso(), confirmed_at: nowIso() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('attempts_left', '>', 0)
    .returning('id')
    .executeTakeFirst();
  if (!won) throw expired();
  return { userId: row.user_id, target: row.target, payload: JSON.parse(row.payload) as Record<string, unknown> };
}

/**
 * One wrong try, counted by the database itself (attempts_left - 1 in the UPDATE): concurrent
 * wrong guesses each take one try, and none is counted once the tries are gone.
 */
async function spendTry(db: AppDb, id: number): Promise<ApiError> {
  const now = nowIso();
  const spent = await db
    .updateTable('one_time_code')
    .set((eb) => ({
      attempts_left: eb('attempts_left', '-', 1),
      used_at: eb.case().when('attempts_left', '<=', 1).then(now).else(eb.ref('used_at')).end(),
    }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts_left', '>', 0)
    .returning('attempts_left')
    .executeTakeFirst();
  const left = spent?.attempts_left ?? 0;
  return left > 0 ? new ApiError(400, 'WRONG_CODE', `Неверный код. Осталось попыток: ${left}`) : exhausted();
}

/** The newest flow of a purpose that matches, live or not, for "send again" and "change phone". */
export async function latestFlow(db: AppDb, purpose: CodePurpose, match: { target?: string; appId?: string; delivered?: boolean; asker?: string | null }) {
  const hourAgo = new Date(clock.now().getTime() - 60 * 60 * 1000).toISOString();
  let query = db.selectFrom('one_time_code').selectAll().where('purpose', '=', purpose).where('created_at', '>', hourAgo);
  if (match.target !== undefined) query = query.where('target', '=', match.target);
  if (match.asker !== undefined) query = match.asker === null ? query.where('asker', 'is', null) : query.where('asker', '=', match.asker);
  if (match.delivered) query = query.where('user_id', 'is not', null);
  const rows = await query.orderBy('id', 'desc').limit(20).execute();
  const found = rows.find((r) => match.appId === undefined || (JSON.parse(r.payload) as { appId?: string }).appId === match.appId);
  return found ? { ...found, payload: JSON.parse(found.payload) as Record<string, unknown> } : undefined;
}

/** Kills the live codes of a flow (the phone changed, or the flow finished another way). */
export async function dropCodes(db: AppDb, purpose: CodePurpose, target: string): Promise<void> {
  await db
    .updateTable('one_time_code')
    .set({ used_at: nowIso() })
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('used_at', 'is', null)
    .execute();
}

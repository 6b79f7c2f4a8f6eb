// Bearer sessions: opaque tokens, stored hashed, with an expiry. A sign-in starts a family: its
// refreshes and its CrossAuth copies join it, and a logout ends the whole family.
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/database';
import { ApiError } from '../../errors';
import type { Authenticate } from '../../contract/register';
import { clock, inMs, nowIso } from '../../clock';
import { newToken, sha256 } from './secrets';

export const TOKEN_LIFE_MS = 12 * 60 * 60 * 1000;
export const CROSS_TOKEN_LIFE_MS = 5 * 60 * 1000;
export const RESTORE_TOKEN_LIFE_MS = 15 * 60 * 1000;

export type TokenKind = 'access' | 'cross' | 'restore';
const LIFE_MS: Record<TokenKind, number> = { access: TOKEN_LIFE_MS, cross: CROSS_TOKEN_LIFE_MS, restore: RESTORE_TOKEN_LIFE_MS };

export interface Session {
  userId: number;
  tokenId: number;
  family: number;
}

const sessions = new WeakMap<FastifyRequest, Session>();

export async function issueToken(
  db: AppDb,
  userId: number,
  kind: TokenKind = 'access',
  /** The family the token joins (a refresh, a CrossAuth copy); none starts a new one. */
  family?: number,
): Promise<{ Token: string; Expires: string }> {
  const token = newToken();
  const expires = inMs(LIFE_MS[kind]);
  const { id } = await db
    .insertInto('auth_token')
    .values({ user_id: userId, token_hash: sha256(token), kind, expires_at: expires, revoked_at: null, created_at: nowIso(), family: family ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (family === undefined) await db.updateTable('auth_token').set({ family: id }).where('id', '=', id).execute();
  return { Token: token, Expires: expires };
}

export async function findToken(db: AppDb, token: string, kind: TokenKind = 'access') {
  const row = await db
    .selectFrom('auth_token')
    .select(['id', 'user_id', 'expires_at', 'family'])
    .where('token_hash', '=', sha256(token))
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.expires_at <= clock.now().toISOString()) return undefined;
  return { ...row, family: row.family ?? row.id };
}

/** Ends a sign-in: every token of its family (refreshes, CrossAuth copies). */
export async function revokeFamily(db: AppDb, family: number): Promise<void> {
  await db
    .updateTable('auth_token')
    .set({ revoked_at: nowIso() })
    .where((eb) => eb.or([eb('family', '=', family), eb('id', '=', family)]))
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeToken(db: AppDb, tokenId: number): Promise<void> {
  await db.updateTable('auth_token').set({ revoked_at: nowIso() }).where('id', '=', tokenId).execute();
}

export async function revokeAllTokens(db: AppDb, userId: number): Promise<void> {
  await db.updateTable('auth_token').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The session of an optionally signed-in caller (calls that work for both). */
export async function resolveSession(db: AppDb, request: FastifyRequest): Promise<Session | undefined> {
  const known = sessions.get(request);
  if (known) return known;
  const token = bearerOf(request);
  if (!token) return undefined;
  const row = await findToken(db, token);
  if (!row) return undefined;
  const session = { userId: row.user_id, tokenId: row.id, family: row.family };
  sessions.set(request, session);
  return session;
}

export const makeAuthenticate =
  (db: AppDb): Authenticate =>
  async (request) => {
    if (!(await resolveSession(db, request))) {
      throw new ApiError(401, 'UNAUTHORIZED', 'Сессия истекла, войдите снова');
    }
  };

/** The caller of a secured operation; `authenticate` has already run. */
export function sessionOf(request: FastifyRequest): Session {
  const session = sessions.get(request);
  if (!session) throw new ApiError(401, 'UNAUTHORIZED', 'Сессия истекла, войдите снова');
  return session;
}

export const userIdOf = (request: FastifyRequest) => sessionOf(request).userId;

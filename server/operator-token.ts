// Operator pages outside the sandbox (/dev/machine-stats.json, /metrics) are read with a bearer
// token from the environment; the sandbox serves them to anyone.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Hashes first: equal lengths for timingSafeEqual, and no timing hint of the token's length.
const digest = (value: string) => createHash('sha256').update(value).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** Answers 401 and returns false unless the request carries `Authorization: Bearer <token>`. */
export function operatorAllowed(request: FastifyRequest, reply: FastifyReply, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (sameToken(given, token)) return true;
  void reply.code(401).header('www-authenticate', 'Bearer').send({ Errors: [{ ErrorCode: 'UNAUTHORIZED', Message: 'Нужен токен оператора' }] });
  return false;
}

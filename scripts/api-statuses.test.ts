// The contract declares every answer (issue 30): for each operation the reference server handles,
// each status it can answer is listed in that operation's responses, so the typed client knows it.
// The statuses come from the server's code (scripts/answered-statuses.ts) and from what every
// route does before its handler (server/contract/register.ts, server/write-limits.ts).
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type ContractOperation } from '../server/contract/load';
import { operationKey } from '../server/contract/register';
import { writeLimitOf } from '../server/write-limits';
import { answeredStatuses, type HandlerStatuses } from './answered-statuses';

const ROOT = resolve(import.meta.dirname, '..');
const operations = (['api', 'client-api'] as const).flatMap((name) => loadContract(join(ROOT, 'openapi', `${name}.yaml`)));

/** Each status the operation can answer, with where it comes from. */
export function answersOf(op: ContractOperation, handled: HandlerStatuses['handlers']): Map<number, string> {
  const out = new Map<number, string>();
  const add = (status: number, why: string) => out.set(status, out.get(status) ?? why);
  for (const { status, where } of handled.get(operationKey(op)) ?? []) add(status, where);
  if (Object.values(op.schema).some((s) => s !== undefined)) add(400, 'request validation (register.ts)');
  if (op.requiresAuth) add(401, 'bearer token (register.ts)');
  if (op.clientKeyHeader) add(403, 'client key (register.ts)');
  if (writeLimitOf(op.method, op.path)) {
    add(413, 'body size (write-limits.ts)');
    add(429, 'writes per minute (write-limits.ts)');
  }
  return out;
}

const NO_ACCOUNT_DELETED = 'getUser answers 401 for a user row that is gone, and no call deletes an account';
/**
 * Answers the reading sees but no request can bring about, each with its reason and the file of
 * the `new ApiError` (the reading follows every reference, not the values that flow).
 */
const UNREACHABLE: Record<string, { from: string; why: string }> = {
  'GET /api/Account/StartRegistration 401': { from: 'server/modules/accounts/users.ts', why: NO_ACCOUNT_DELETED },
  'GET /client-api/Account/StartRegistration 401': { from: 'server/modules/accounts/users.ts', why: NO_ACCOUNT_DELETED },
  'POST /api/Account/ExternalSignin 401': { from: 'server/modules/accounts/users.ts', why: NO_ACCOUNT_DELETED },
  'POST /client-api/Account/ConfirmEmail 401': { from: 'server/modules/accounts/users.ts', why: NO_ACCOUNT_DELETED },
  'POST /api/files/AttachDocument 404': { from: 'server/modules/files/service.ts', why: 'its group is the fixed application group, always in DOCUMENT_GROUPS' },
  'POST /api/Loans 404': { from: 'server/modules/scoring/service.ts', why: 'requestScoring reads back the request it has just inserted' },
  'POST /api/Loans/RequestScoringAnswer 404': { from: 'server/modules/scoring/service.ts', why: 'requestScoring reads back the request it has just inserted' },
  'POST /client-api/LoanRequest 404': { from: 'server/modules/scoring/service.ts', why: 'requestScoring reads back the request it has just inserted' },
};

/** "METHOD /path status (where)" for each answered status the responses do not declare. */
export function undeclared(ops: ContractOperation[], handled: HandlerStatuses['handlers']): string[] {
  return ops
    .filter((op) => handled.has(operationKey(op)))
    .flatMap((op) =>
      [...answersOf(op, handled)]
        .filter(([status]) => !(String(status) in op.responseMediaTypes) && !(`${operationKey(op)} ${status}` in UNREACHABLE))
        .map(([status, why]) => `${operationKey(op)} ${status} (${why})`),
    );
}

describe('the contract declares every answer of the reference server', () => {
  let found: HandlerStatuses;
  beforeAll(() => {
    found = answeredStatuses();
  }, 120_000);

  it('reads a handler for each operation the server handles, and what it answers', () => {
    const known = new Set(operations.map(operationKey));
    expect([...found.handlers.keys()].filter((key) => !known.has(key))).toEqual([]);
    expect(found.handlers.size).toBeGreaterThan(150);
    // The case that opened issue 30: the SBP account not chosen yet is a 404.
    expect(found.handlers.get('GET /client-api/SBP/User')?.map((s) => s.status)).toContain(404);
    expect(found.unresolved).toEqual([]);
  });

  it('names only unreachable answers the reading still sees, from the file it names', () => {
    const stale = Object.entries(UNREACHABLE).filter(([key, { from }]) => {
      const [method, path, status] = key.split(' ');
      return !(found.handlers.get(`${method} ${path}`) ?? []).some((s) => String(s.status) === status && s.where.startsWith(`${from}:`));
    });
    expect(stale.map(([key]) => key)).toEqual([]);
  });

  it('declares each status a handled operation answers', () => {
    expect(undeclared(operations, found.handlers)).toEqual([]);
  });

  it('sees a status taken out of the contract', () => {
    const op = operations.find((o) => operationKey(o) === 'GET /client-api/SBP/User')!;
    const { '404': _removed, ...rest } = op.responseMediaTypes;
    const without = operations.map((o) => (o === op ? { ...o, responseMediaTypes: rest } : o));
    expect(undeclared(without, found.handlers)).toEqual([expect.stringMatching(/^GET \/client-api\/SBP\/User 404 \(server\/modules\/payments\/sbp\.ts:\d+\)$/)]);
  });
});

// The server and the contract agree: every handler answers a call of the contract, and the
// response validator used by injectChecked() really catches answers outside the contract.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { BuiltServer } from '../app';
import { loadConfig } from '../config';
import type { ContractOperation } from '../contract/load';
import { operationKey, strayHandlers, type HandlerMap } from '../contract/register';
import { createResponseValidator } from '../contract/validate-response';
import { modules } from '../modules';
import { contractOperations, injectChecked, startServer } from './inject-checked';

// Starting a server with every module takes seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let server: BuiltServer;
let handlers: HandlerMap;
beforeAll(async () => {
  server = await startServer();
  const ctx = { config: loadConfig({ DATA_DIR: ':memory:', DIST_DIR: '/nonexistent' }), db: server.database.db, settleClient: async () => undefined };
  handlers = Object.assign({}, ...modules.map((m) => m.handlers?.(ctx) ?? {}));
});
afterAll(async () => server.app.close());

describe('handlers and the contract', () => {
  test('every handler key is a call of the contract (no stray handlers)', () => {
    expect(strayHandlers(contractOperations(), handlers)).toEqual([]);
  });

  test('the public calls of this module are all handled', () => {
    const keys = new Set(Object.keys(handlers));
    const mine = contractOperations()
      .map(operationKey)
      .filter((k) => /^(GET|POST) \/(api|client-api)\/(Info\/(Settings|Contacts|GetFooter|company|faq|news|Requisites|DefaultCalcSettings|PendingImage|PhoneCallbackHelp)|SiteMaterials|Calculator\/DefaultSettings|SBP\/Banks|Ombudsmen\/SubmitForm)/.test(k));
    expect(mine.length).toBeGreaterThanOrEqual(20);
    expect(mine.filter((k) => !keys.has(k))).toEqual([]);
  });

  test('every handled GET without parameters answers inside the contract', async () => {
    const gets = contractOperations().filter(
      (op) => op.method === 'GET' && !op.path.includes('{') && handlers[operationKey(op)] && !op.schema.querystring?.required?.toString(),
    );
    expect(gets.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const op of gets) {
      try {
        const res = await injectChecked(server.app, { method: 'GET', url: op.path });
        if (res.statusCode >= 500) problems.push(`${op.path}: ${res.statusCode}`);
      } catch (error) {
        problems.push((error as Error).message.split('\nbody:')[0] ?? '');
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('response validator', () => {
  const op: ContractOperation = {
    method: 'POST',
    path: '/api/Things/{id}',
    routePath: '/api/Things/:id',
    operationId: 'thing',
    requiresAuth: false,
    clientKeyHeader: null,
    schema: {},
    responses: {
      '200': { type: 'object', required: ['Id'], properties: { Id: { type: 'integer' } } },
      '429': { type: 'object', required: ['Errors'] },
    },
    responseMediaTypes: { '200': ['application/json'], '204': [], '429': ['application/json'] },
    responseHeaders: { '200': {}, '204': {}, '429': { 'retry-after': { required: true } } },
  };
  const literal: ContractOperation = { ...op, path: '/api/Things/Last', routePath: '/api/Things/Last', responses: { '200': { type: 'string' } } };
  const validate = createResponseValidator([op, literal]);
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const check = (statusCode: number, body: string, headers: Record<string, string> = json, url = '/api/Things/7') =>
    validate({ method: 'POST', url, statusCode, headers, body }).problems;

  test('a body matching the schema passes', () => expect(check(200, '{"Id":1}')).toEqual([]));
  test('a body outside the schema fails', () => expect(check(200, '{"Id":"x"}')[0]).toMatch(/Id/));
  test('an undeclared status fails', () => expect(check(500, '{}')).toEqual(['status 500 is not declared']));
  test('a wrong media type fails', () => expect(check(200, 'x', { 'content-type': 'text/plain' })[0]).toMatch(/content-type/));
  test('a body on a no-content status fails', () => expect(check(204, '{}', {})[0]).toMatch(/no body/));
  test('a missing required header fails', () => expect(check(429, '{"Errors":[]}')).toEqual(['required header retry-after is missing']));
  test('a literal path wins over a template', () => expect(check(200, '"ok"', json, '/api/Things/Last')).toEqual([]));
  test('a path outside the contract is not judged', () =>
    expect(validate({ method: 'GET', url: '/sandbox/x', statusCode: 200, headers: {}, body: '' })).toEqual({ problems: [] }));
});

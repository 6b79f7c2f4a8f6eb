// Property-based fuzzing of every operation of the contract (design-notes §8), those the reference
// server does not run yet (501) included: inputs are
// drawn from the contract's own request schemas, then broken one way at a time (malformed
// JSON, wrong type, missing required field, over-long string, unknown enum value, unknown
// field, body of the wrong kind). Broken input must get 400 with an Errors list; no input at
// all may get a 5xx. Every answer also goes through injectChecked (the contract's responses).
import fc from 'fast-check';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { BuiltServer } from '../app';
import { loadConfig } from '../config';
import type { ContractOperation, JsonSchema } from '../contract/load';
import { operationKey } from '../contract/register';
import { modules } from '../modules';
import { contractOperations, injectChecked, startServer } from './inject-checked';
import { arbitraryFor } from './schema-arbitrary';

// Starting a server with every module takes seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

type Part = 'body' | 'querystring' | 'params' | 'headers';
type Input = Partial<Record<Part, unknown>>;

const bodyAjv = new Ajv({ strict: false, coerceTypes: false, useDefaults: false });
const wireAjv = new Ajv({ strict: false, coerceTypes: 'array', useDefaults: false });
addFormats.default(bodyAjv);
addFormats.default(wireAjv);
const compiled = new Map<JsonSchema, ValidateFunction>();
const validator = (part: Part, schema: JsonSchema) => {
  let v = compiled.get(schema);
  if (!v) {
    v = (part === 'body' ? bodyAjv : wireAjv).compile(schema);
    compiled.set(schema, v);
  }
  return v;
};

/** Query, path and header values travel as strings. */
const wire = (value: unknown): string | string[] =>
  Array.isArray(value) ? value.map((v) => String(v)) : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
const wireObject = (obj: unknown) =>
  Object.fromEntries(Object.entries((obj ?? {}) as Record<string, unknown>).map(([k, v]) => [k, wire(v)]));

function isValid(op: ContractOperation, input: Input): boolean {
  return (Object.keys(op.schema) as Part[]).every((part) => {
    const schema = op.schema[part];
    if (!schema) return true;
    const value = part === 'body' ? input.body : wireObject(input[part]);
    return validator(part, schema)(structuredClone(value));
  });
}

const printableHeaders = (headers: Record<string, string | string[]>) =>
  Object.values(headers).every((v) => [v].flat().every((s) => /^[\x20-\x7e]*$/.test(s)));

function buildRequest(op: ContractOperation, input: Input) {
  let url = op.path;
  for (const [name, value] of Object.entries((input.params ?? {}) as Record<string, unknown>)) {
    url = url.replace(`{${name}}`, encodeURIComponent(String(wire(value))));
  }
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(wireObject(input.querystring))) for (const v of [value].flat()) query.append(name, v);
  const qs = query.toString();
  const headers = wireObject(input.headers) as Record<string, string>;
  return {
    method: op.method as 'GET',
    url: qs ? `${url}?${qs}` : url,
    headers: { ...headers, 'x-appid': 'fuzz' },
    ...(input.body !== undefined ? { payload: JSON.stringify(input.body), headers: { ...headers, 'x-appid': 'fuzz', 'content-type': 'application/json' } } : {}),
  };
}

type Mutation = 'missing' | 'wrongType' | 'tooLong' | 'badEnum' | 'unknownField' | 'bodyKind';
/** Each run tries every kind of breakage, so no operation depends on the draw to be exercised. */
const MUTATIONS: Mutation[] = ['missing', 'wrongType', 'tooLong', 'badEnum', 'unknownField', 'bodyKind'];

/** Breaks one property of one part; returns undefined when this mutation does not apply. */
function mutate(op: ContractOperation, input: Input, part: Part, kind: Mutation, pick: number): Input | undefined {
  const schema = op.schema[part];
  if (!schema) return undefined;
  const out = structuredClone(input);
  if (kind === 'bodyKind') {
    if (part !== 'body') return undefined;
    out.body = [[], 42, 'text', null, true][pick % 5];
    return out;
  }
  const current = { ...((out[part] ?? {}) as Record<string, unknown>) };
  out[part] = current;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  if (kind === 'unknownField') {
    if (part !== 'body' || schema.additionalProperties !== false) return undefined;
    current.__unknown_field__ = 1;
    return out;
  }
  const candidates = Object.keys(properties).filter((name) => {
    const p = properties[name]!;
    // A missing path segment is another URL, not a missing field.
    if (kind === 'missing') return part !== 'params' && ((schema.required as string[] | undefined) ?? []).includes(name);
    if (kind === 'tooLong') return typeof p.maxLength === 'number';
    if (kind === 'badEnum') return Array.isArray(p.enum);
    return true;
  });
  if (candidates.length === 0) return undefined;
  const name = candidates[pick % candidates.length]!;
  const p = properties[name]!;
  if (kind === 'missing') delete current[name];
  else if (kind === 'tooLong') current[name] = 'я'.repeat((p.maxLength as number) + 1 + (pick % 40));
  else if (kind === 'badEnum') current[name] = typeof (p.enum as unknown[])[0] === 'number' ? 987654321 : 'NOT_A_CONTRACT_VALUE';
  else {
    const types = [p.type].flat();
    if (part !== 'body' && (types.includes('string') || types.length === 0)) return undefined; // every wire value is a string
    current[name] = part === 'body' ? (types.includes('string') ? 12345 : types.includes('object') ? ['x'] : 'not-a-number') : 'not-a-number';
  }
  return out;
}

const takesInput = (op: ContractOperation) =>
  Boolean(op.schema.params || op.schema.querystring || op.schema.headers || (op.schema.body && !op.bodyMediaType));

let server: BuiltServer;
let allOperations: ContractOperation[] = [];
let operations: ContractOperation[] = [];
let handled = new Set<string>();
const serverErrors: string[] = [];
/** Inputs sent per operation, printed at the end so a reader sees what the fuzz really covered. */
const sent = new Map<string, { broken: number; valid: number }>();

beforeAll(async () => {
  server = await startServer();
  const ctx = { config: loadConfig({ DATA_DIR: ':memory:', DIST_DIR: '/nonexistent' }), db: server.database.db, settleClient: async () => undefined };
  handled = new Set(modules.flatMap((m) => Object.keys(m.handlers?.(ctx) ?? {})));
  allOperations = contractOperations();
  operations = allOperations.filter(takesInput);
});
afterAll(async () => {
  await server.app.close();
});

const count = (op: ContractOperation, kind: 'broken' | 'valid') => {
  const entry = sent.get(operationKey(op)) ?? { broken: 0, valid: 0 };
  entry[kind]++;
  sent.set(operationKey(op), entry);
};

/**
 * An operation the reference server does not run answers valid input with 501 (a back-office or
 * not-yet-built call); that is the one 5xx allowed, and only there. Every other answer must be
 * one the contract declares.
 */
const isUnbuilt501 = (op: ContractOperation, status: number) => status === 501 && !handled.has(operationKey(op));

async function send(op: ContractOperation, request: ReturnType<typeof buildRequest> | Parameters<typeof injectChecked>[1]) {
  try {
    const res = await injectChecked(server.app, request);
    if (res.statusCode >= 500 && !isUnbuilt501(op, res.statusCode)) serverErrors.push(`${operationKey(op)} ${request.url} → ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return res;
  } catch (error) {
    const status = Number(/ answered (\d{3}) /.exec((error as Error).message)?.[1]);
    if (isUnbuilt501(op, status)) return server.app.inject(request);
    // A 5xx the contract does not declare surfaces here first; it still counts as a server error.
    if (/ answered 5\d\d /.test((error as Error).message)) serverErrors.push(`${operationKey(op)} ${request.url}: ${(error as Error).message.slice(0, 300)}`);
    throw error;
  }
}

/** Runs one operation's property; a failure is collected so that one run reports every failing operation. */
let failures: string[] = [];
async function check(op: ContractOperation, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    const counterexample = /Counterexample: (.*)/.exec((error as Error).message)?.[1] ?? '';
    failures.push(`${operationKey(op)}: ${counterexample} → ${(cause?.message ?? (error as Error).message).split('\n').slice(0, 4).join(' | ')}`);
  }
}

describe('fuzzing every operation of the contract', () => {
  test('there are operations to fuzz: every one that takes input, built or not', () => {
    const keys = operations.map(operationKey);
    expect(keys).toEqual(expect.arrayContaining(['POST /api/Info/PhoneCallbackHelp', 'POST /api/SiteMaterials', 'GET /api/Info/news']));
    expect(operations.some((op) => !handled.has(operationKey(op)))).toBe(true);
  });

  test('broken input gets 400 with an Errors list', { timeout: 60_000 }, async () => {
    failures = [];
    const missed: string[] = [];
    for (const op of operations) {
      const parts = (Object.keys(op.schema) as Part[]).filter((p) => op.schema[p] && !(p === 'body' && op.bodyMediaType));
      const inputArb = fc.record(Object.fromEntries(parts.map((p) => [p, arbitraryFor(op.schema[p])]))) as fc.Arbitrary<Input>;
      let checked = 0;
      await check(op, () => fc.assert(
        fc.asyncProperty(
          inputArb,
          fc.constantFrom(...parts),
          fc.nat(1000),
          async (input, part, pick) => {
            for (const kind of MUTATIONS) {
              const broken = mutate(op, input, part, kind, pick);
              if (!broken || isValid(op, broken)) continue;
              const request = buildRequest(op, broken);
              if (!printableHeaders(request.headers)) continue;
              checked++;
              count(op, 'broken');
              const res = await send(op, request);
              // An over-long path segment may not match the route at all (the router caps parameter length): 404.
              const allowed = part === 'params' && kind === 'tooLong' ? [400, 404] : [400];
              expect(allowed, `${operationKey(op)} ${kind} ${part}: ${JSON.stringify(broken).slice(0, 300)} → ${res.statusCode}`).toContain(res.statusCode);
              expect(res.json().Errors.length).toBeGreaterThan(0);
            }
          },
        ),
        { numRuns: 4, seed: 20261122 },
      ));
      if (checked === 0) missed.push(operationKey(op));
    }
    expect(failures).toEqual([]);
    // Every operation with a schema must have been exercised by at least one broken input.
    expect(missed).toEqual([]);
  });

  test('malformed JSON gets 400 with an Errors list', async () => {
    for (const op of operations.filter((o) => o.schema.body && !o.bodyMediaType)) {
      for (const payload of ['{"Phone": ', '[1,2', 'not json', '{"a":1}}']) {
        const request = buildRequest(op, {});
        count(op, 'broken');
        const res = await send(op, { ...request, payload, headers: { ...request.headers, 'content-type': 'application/json' } });
        expect(res.statusCode, `${operationKey(op)} ${payload}`).toBe(400);
        expect(res.json().Errors.length).toBeGreaterThan(0);
      }
    }
  });

  test('input drawn from the contract never gets a 5xx (501 only where the server runs no handler)', { timeout: 90_000 }, async () => {
    failures = [];
    for (const op of allOperations) {
      const parts = (Object.keys(op.schema) as Part[]).filter((p) => op.schema[p] && !(p === 'body' && op.bodyMediaType));
      const inputArb = fc.record(Object.fromEntries(parts.map((p) => [p, arbitraryFor(op.schema[p])]))) as fc.Arbitrary<Input>;
      await check(op, () => fc.assert(
        fc.asyncProperty(inputArb, async (input) => {
          if (!isValid(op, input)) return;
          const request = buildRequest(op, input);
          if (!printableHeaders(request.headers)) return;
          count(op, 'valid');
          const res = await send(op, request);
          if (!isUnbuilt501(op, res.statusCode)) expect(res.statusCode, operationKey(op)).toBeLessThan(500);
        }),
        { numRuns: takesInput(op) ? 4 : 1, seed: 20261122 },
      ));
    }
    expect(failures).toEqual([]);
  });

  test('an oversize body gets 413, and the contract declares it', async () => {
    const huge = JSON.stringify({ Path: '/' + 'a'.repeat(1024 * 1024 + 10) });
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.schema.body && !o.bodyMediaType)) {
      const request = buildRequest(op, {});
      try {
        const res = await injectChecked(server.app, { ...request, payload: huge, headers: { ...request.headers, 'content-type': 'application/json' } });
        if (res.statusCode !== 413) problems.push(`${operationKey(op)}: ${res.statusCode}`);
        else if (!res.json().Errors?.[0]?.ErrorCode) problems.push(`${operationKey(op)}: no Errors list`);
      } catch (error) {
        problems.push((error as Error).message.split('\n')[0] + ' ' + ((error as Error).message.split('\n')[1] ?? '').trim());
      }
    }
    expect(problems).toEqual([]);
  });

  test('no run above produced a 5xx, and every operation got input', () => {
    expect(serverErrors).toEqual([]);
    const rows = allOperations.map((op) => ({ op: operationKey(op), built: handled.has(operationKey(op)), ...(sent.get(operationKey(op)) ?? { broken: 0, valid: 0 }) }));
    const total = rows.reduce((sum, r) => sum + r.broken + r.valid, 0);
    console.log(`[fuzz] ${rows.length} operations (${rows.filter((r) => !r.built).length} without a handler), ${total} inputs sent`);
    for (const r of rows) console.log(`[fuzz] ${r.op.padEnd(70)} ${r.built ? 'built' : '501  '} broken ${String(r.broken).padStart(3)} valid ${String(r.valid).padStart(3)}`);
    expect(rows.filter((r) => r.broken + r.valid === 0).map((r) => r.op)).toEqual([]);
  });
});

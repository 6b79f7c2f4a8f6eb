// Rules the contract keeps so that the server's request validation means something (design-notes §8)
// and the schemas stay usable by a draft-07 Ajv.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
const root = join(import.meta.dirname, '..');
const files = ['api', 'client-api'] as const;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function resolve(ref: string, doc: unknown): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], doc);
}

function deref(node: unknown, doc: unknown): unknown {
  if (Array.isArray(node)) return node.map((n) => deref(n, doc));
  if (node === null || typeof node !== 'object') return node;
  const record = node as Json;
  if (typeof record.$ref === 'string') {
    const { $ref, ...rest } = record;
    return { ...(deref(resolve($ref, doc), doc) as Json), ...rest };
  }
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, deref(v, doc)]));
}

interface Op {
  id: string;
  path: string;
  method: string;
  raw: Json;
  op: Json;
}

function operations(doc: Json): Op[] {
  const ops: Op[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const raw = item[method] as Json | undefined;
      if (raw) ops.push({ id: `${method.toUpperCase()} ${path}`, path, method, raw, op: deref(raw, doc) as Json });
    }
  }
  return ops;
}

/** Lists where a request schema is not strict: open objects, unbounded strings, draft-2019+ keywords. */
function looseSpots(schema: unknown, at: string, out: string[]): string[] {
  if (schema === null || typeof schema !== 'object') return out;
  const s = schema as Json;
  for (const keyword of ['$defs', 'prefixItems', 'unevaluatedProperties', 'dependentSchemas']) {
    if (keyword in s) out.push(`${at}: uses ${keyword}`);
  }
  const types = ([] as unknown[]).concat(s.type ?? []);
  // A map is fine when its size, keys and values are all bounded.
  const boundedMap = typeof s.additionalProperties === 'object' && s.maxProperties !== undefined && s.propertyNames !== undefined;
  if ((types.includes('object') || 'properties' in s) && s.additionalProperties !== false && !boundedMap) {
    out.push(`${at}: object without additionalProperties: false`);
  }
  if (types.includes('string') && s.maxLength === undefined && s.enum === undefined && s.const === undefined) {
    out.push(`${at}: string without maxLength`);
  }
  for (const [k, v] of Object.entries((s.properties as Json | undefined) ?? {})) looseSpots(v, `${at}.${k}`, out);
  if (s.items) looseSpots(s.items, `${at}[]`, out);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    ((s[key] as unknown[] | undefined) ?? []).forEach((sub, i) => looseSpots(sub, `${at}.${key}[${i}]`, out));
  }
  if (typeof s.additionalProperties === 'object') looseSpots(s.additionalProperties, `${at}{}`, out);
  if (typeof s.propertyNames === 'object') looseSpots(s.propertyNames, `${at}{key}`, out);
  return out;
}

function requestAjv(): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true });
  addFormats(ajv);
  return ajv;
}

for (const name of files) {
  const doc = parse(readFileSync(join(root, `openapi/${name}.yaml`), 'utf8')) as Json;
  const ops = operations(doc);
  const tagNames = new Set(((doc.tags as { name: string }[] | undefined) ?? []).map((t) => t.name));

  describe(`openapi/${name}.yaml`, () => {
    it('is OpenAPI 3.1 served from {host}', () => {
      expect(doc.openapi).toBe('3.1.0');
      expect((doc.servers as { url: string }[])[0]?.url).toBe('{host}');
      expect(ops.every((o) => o.path.startsWith(`/${name}/`) || o.path === `/${name}`)).toBe(true);
    });

    it('gives every operation a unique operationId and a declared tag', () => {
      const ids = ops.map((o) => o.raw.operationId);
      expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      const untagged = ops.filter((o) => !((o.raw.tags as string[] | undefined) ?? []).every((t) => tagNames.has(t)));
      expect(untagged.map((o) => o.id)).toEqual([]);
    });

    it('answers every 4xx with the Errors body, and 429 with Retry-After', () => {
      const bad: string[] = [];
      for (const o of ops) {
        for (const [status, response] of Object.entries(o.op.responses as Record<string, Json>)) {
          if (!status.startsWith('4')) continue;
          const schema = (response.content as Json | undefined)?.['application/json'] as Json | undefined;
          const props = ((schema?.schema as Json | undefined)?.properties as Json | undefined) ?? {};
          if (!('Errors' in props)) bad.push(`${o.id} ${status}: no Errors body`);
          if (status === '429' && !(response.headers as Json | undefined)?.['Retry-After']) bad.push(`${o.id}: 429 without Retry-After`);
        }
      }
      expect(bad).toEqual([]);
    });

    it('declares 401 on every operation that needs a bearer token', () => {
      const missing = ops.filter((o) => {
        const security = (o.op.security ?? doc.security) as Json[];
        const bearer = security.length > 0 && security.every((alt) => 'bearerAuth' in alt);
        return bearer && !('401' in (o.op.responses as Json));
      });
      expect(missing.map((o) => o.id)).toEqual([]);
    });

    it('keeps request bodies and parameters strict and bounded', () => {
      const loose: string[] = [];
      for (const o of ops) {
        const body = ((o.op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
        if (body) looseSpots(body.schema, `${o.id} body`, loose);
        for (const p of (o.op.parameters as Json[] | undefined) ?? []) {
          const schema = p.schema as Json;
          if (schema.type === 'array') looseSpots(schema.items, `${o.id} ${String(p.in)} ${String(p.name)}[]`, loose);
          else if (schema.type === 'string' || schema.type === undefined) looseSpots(schema, `${o.id} ${String(p.in)} ${String(p.name)}`, loose);
        }
      }
      expect(loose).toEqual([]);
    });

    it('compiles every request schema with a strict draft-07 Ajv', () => {
      const ajv = requestAjv();
      const failures: string[] = [];
      for (const o of ops) {
        const schemas: unknown[] = [];
        const body = ((o.op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
        if (body) schemas.push(body.schema);
        for (const p of (o.op.parameters as Json[] | undefined) ?? []) schemas.push(p.schema);
        for (const schema of schemas) {
          try {
            ajv.compile(schema as Json);
          } catch (error) {
            failures.push(`${o.id}: ${(error as Error).message}`);
          }
        }
      }
      expect(failures).toEqual([]);
    }, 30_000);

    it('compiles every response schema (nullable unions allowed)', () => {
      const ajv = new Ajv({ strict: false, allowUnionTypes: true });
      addFormats(ajv);
      const failures: string[] = [];
      for (const o of ops) {
        for (const [status, response] of Object.entries(o.op.responses as Record<string, Json>)) {
          const schema = ((response.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema;
          if (!schema) continue;
          try {
            ajv.compile(schema as Json);
          } catch (error) {
            failures.push(`${o.id} ${status}: ${(error as Error).message}`);
          }
        }
      }
      expect(failures).toEqual([]);
    }, 30_000);
  });
}

describe('call-back request (requirements §7.4, §5)', () => {
  const doc = parse(readFileSync(join(root, 'openapi/api.yaml'), 'utf8')) as Json;
  const op = operations(doc).find((o) => o.id === 'POST /api/Info/PhoneCallbackHelp');
  const schema = ((op?.op.requestBody as Json).content as Json)['application/json'] as Json;
  const validate = requestAjv().compile(schema.schema as Json);
  const good = { Phone: '79001234567', Name: 'Анна', Question: 'Когда перезвоните?', CaptchaToken: '' };

  it('accepts the body the form sends', () => {
    expect(validate(good)).toBe(true);
  });

  it.each([
    ['an unknown field', { ...good, Extra: 1 }],
    ['a name over 50 characters', { ...good, Name: 'а'.repeat(51) }],
    ['a question over 500 characters', { ...good, Question: 'в'.repeat(501) }],
    ['a phone not starting with 7 9', { ...good, Phone: '74951234567' }],
    ['a missing CaptchaToken', { Phone: good.Phone, Name: good.Name, Question: good.Question }],
  ])('refuses %s', (_label, body) => {
    expect(validate(body)).toBe(false);
  });

  it('takes x-nonceid in and gives it back on 400', () => {
    const params = (op?.op.parameters as Json[]).map((p) => `${String(p.in)}:${String(p.name)}`);
    expect(params).toContain('header:x-nonceid');
    const bad = (op?.op.responses as Record<string, Json>)['400'];
    expect(Object.keys((bad?.headers as Json | undefined) ?? {})).toContain('x-nonceid');
  });
});

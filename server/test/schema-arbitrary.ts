// A small JSON Schema → fast-check arbitrary generator, enough for the contract's request
// schemas (objects, strings with length/pattern/format/enum, numbers, booleans, arrays,
// nullable types, allOf/oneOf/anyOf). Values it cannot shape exactly are filtered later by Ajv.
import fc from 'fast-check';
import type { JsonSchema } from '../contract/load';

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

function mergeAllOf(schema: JsonSchema): JsonSchema {
  const parts = schema.allOf as JsonSchema[];
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of [schema, ...parts]) {
    Object.assign(merged.properties as object, part.properties ?? {});
    (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
    if (part.additionalProperties === false) merged.additionalProperties = false;
  }
  return merged;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.min(num(schema.maxLength) ?? minLength + 24, minLength + 40);
  const fitLength = (s: string) => [...s].length >= minLength && [...s].length <= (num(schema.maxLength) ?? Infinity);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress().filter(fitLength);
    case 'date':
      return fc.date({ min: new Date('1940-01-01'), max: new Date('2060-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2060-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl().filter(fitLength);
  }
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter(fitLength);
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = num(schema.minimum) ?? (num(schema.exclusiveMinimum) !== undefined ? num(schema.exclusiveMinimum)! + 1 : -1_000_000);
  const max = num(schema.maximum) ?? (num(schema.exclusiveMaximum) !== undefined ? num(schema.exclusiveMaximum)! - 1 : 1_000_000);
  if (integer) return fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.allOf)) return arbitraryFor(mergeAllOf(schema), depth);
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((s) => arbitraryFor({ ...schema, oneOf: undefined, anyOf: undefined, ...s }, depth + 1)));
  const type = schema.type;
  if (Array.isArray(type)) return fc.oneof(...type.map((t) => arbitraryFor({ ...schema, type: t }, depth)));
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const minLength = num(schema.minItems) ?? 0;
      return fc.array(arbitraryFor(schema.items as JsonSchema, depth + 1), { minLength, maxLength: Math.min(num(schema.maxItems) ?? minLength + 3, minLength + 3) });
    }
  }
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const names = Object.keys(properties);
    if (names.length === 0 && typeof schema.additionalProperties === 'object') {
      const maxKeys = Math.min(num(schema.maxProperties) ?? 3, 3);
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryFor(schema.additionalProperties as JsonSchema, depth + 1), { maxKeys });
    }
    const required = ((schema.required as string[] | undefined) ?? []).filter((n) => n in properties);
    return fc.record(Object.fromEntries(names.map((n) => [n, arbitraryFor(properties[n], depth + 1)])), { requiredKeys: required });
  }
  return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
}

// Checks an answer of the server against the contract: the status must be declared for the
// operation, the media type must be one the contract lists, a JSON body must match the
// response schema, and required response headers must be present. Used by the server tests
// (server/test/inject-checked.ts) so that every answer they see is an answer the contract allows.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { operationKey } from './register';
import type { ContractOperation } from './load';

export interface CheckedResponse {
  method: string;
  /** Request URL, with or without a query string. */
  url: string;
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export interface ResponseVerdict {
  /** "METHOD /path" of the matched operation, or undefined when no contract operation matches. */
  operation?: string;
  problems: string[];
}

const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** Exact status first, then its class ("4XX"), then "default". */
function declaredStatus(op: ContractOperation, status: number): string | undefined {
  const candidates = [String(status), `${String(status)[0]}XX`, 'default'];
  return candidates.find((c) => c in op.responseMediaTypes);
}

export function createResponseValidator(operations: ContractOperation[]) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const matchers = operations.map((op) => ({
    op,
    pattern: pathPattern(op.path),
    // A literal path beats a templated one (/api/Loans/LastLoan before /api/Loans/{id}).
    params: (op.path.match(/\{/g) ?? []).length,
  }));

  const find = (method: string, url: string) => {
    const path = url.split('?')[0] ?? url;
    return matchers
      .filter((m) => m.op.method === method.toUpperCase() && m.pattern.test(path))
      .sort((a, b) => a.params - b.params)[0]?.op;
  };

  return function validate(res: CheckedResponse): ResponseVerdict {
    const op = find(res.method, res.url);
    if (!op) return { problems: [] };
    const key = operationKey(op);
    const problems: string[] = [];
    const status = declaredStatus(op, res.statusCode);
    if (status === undefined) return { operation: key, problems: [`status ${res.statusCode} is not declared`] };

    for (const [name, header] of Object.entries(op.responseHeaders[status] ?? {})) {
      if (header.required && res.headers[name] === undefined) problems.push(`required header ${name} is missing`);
    }
    const mediaTypes = op.responseMediaTypes[status] ?? [];
    const contentType = String(res.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    if (mediaTypes.length === 0) {
      if (res.body.length > 0) problems.push(`status ${status} declares no body, got ${res.body.length} bytes`);
      return { operation: key, problems };
    }
    if (!mediaTypes.includes(contentType)) {
      problems.push(`content-type '${contentType}' is not one of ${mediaTypes.join(', ')}`);
      return { operation: key, problems };
    }
    const schema = op.responses[status];
    if (contentType !== 'application/json' || schema === undefined) return { operation: key, problems };
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return { operation: key, problems: [...problems, 'body is not JSON'] };
    }
    const cacheKey = `${key} ${status}`;
    let check = compiled.get(cacheKey);
    if (!check) {
      check = ajv.compile(schema);
      compiled.set(cacheKey, check);
    }
    if (!check(body)) {
      for (const e of check.errors ?? []) problems.push(`body${e.instancePath} ${e.message ?? 'is invalid'}`);
    }
    return { operation: key, problems };
  };
}

// Reads an OpenAPI 3.1 document into the list of operations the server routes and validates.
// The YAML under openapi/ is the single source: the server has no route of its own for a call
// of the contract.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';

export type JsonSchema = Record<string, unknown>;

export interface ContractOperation {
  /** 'GET', 'POST' … */
  method: string;
  /** Path as written in the contract, e.g. '/api/Loans/{id}/Status'. */
  path: string;
  /** Path in Fastify syntax, e.g. '/api/Loans/:id/Status'. */
  routePath: string;
  operationId: string;
  /** Whether the operation demands a bearer token (its security names only bearer schemes). */
  requiresAuth: boolean;
  /** Header of the client API key the operation demands (its security names an apiKey scheme), or null. */
  clientKeyHeader: string | null;
  schema: {
    params?: JsonSchema;
    querystring?: JsonSchema;
    headers?: JsonSchema;
    body?: JsonSchema;
  };
  /** Request body media types other than JSON (multipart uploads) are not validated as JSON. */
  bodyMediaType?: string;
  /** Response schemas by status code, for response validation in tests. */
  responses: Record<string, JsonSchema | undefined>;
  /** Media types each response status may carry (empty: no body), for response validation. */
  responseMediaTypes: Record<string, string[]>;
  /** Response headers each status declares, with their `required` flag. */
  responseHeaders: Record<string, Record<string, { required: boolean }>>;
}

interface OpenApiDoc {
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  paths?: Record<string, Record<string, unknown>>;
  components?: { securitySchemes?: Record<string, { type: string; scheme?: string; in?: string; name?: string }> };
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** Inlines local `$ref`s (`#/components/...`); the contract has no recursive schemas. */
export function dereference(node: unknown, root: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(item, root, seen));
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    const ref = record.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local $ref is supported: ${ref}`);
    if (seen.includes(ref)) throw new Error(`recursive $ref: ${[...seen, ref].join(' → ')}`);
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    if (target === undefined) throw new Error(`unresolved $ref: ${ref}`);
    const { $ref: _ignored, ...siblings } = record;
    return { ...(dereference(target, root, [...seen, ref]) as object), ...siblings };
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, dereference(value, root, seen)]));
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

function objectSchema(params: Parameter[], lowerCaseNames = false): JsonSchema | undefined {
  if (params.length === 0) return undefined;
  const name = (p: Parameter) => (lowerCaseNames ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [name(p), p.schema ?? {}])),
    required: params.filter((p) => p.required || p.in === 'path').map(name),
  };
}

// Tests build many servers in one process: parse each file once per version of it.
const parsed = new Map<string, { stamp: string; operations: ContractOperation[] }>();

/** The operations of one contract file; each call gets its own copy (Fastify may adjust schemas it is given). */
export function loadContract(file: string): ContractOperation[] {
  if (!existsSync(file)) return [];
  const { mtimeMs, size } = statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  let entry = parsed.get(file);
  if (entry?.stamp !== stamp) {
    entry = { stamp, operations: parseContract(file) };
    parsed.set(file, entry);
  }
  return structuredClone(entry.operations);
}

function parseContract(file: string): ContractOperation[] {
  const raw = parse(readFileSync(file, 'utf8')) as OpenApiDoc;
  const doc = dereference(raw, raw) as OpenApiDoc;
  const bearerSchemes = new Set(
    Object.entries(doc.components?.securitySchemes ?? {})
      .filter(([, s]) => s.type === 'http' && s.scheme?.toLowerCase() === 'bearer')
      .map(([name]) => name),
  );
  const apiKeyHeaders = new Map(
    Object.entries(doc.components?.securitySchemes ?? {})
      .filter(([, s]) => s.type === 'apiKey' && s.in === 'header' && typeof s.name === 'string')
      .map(([name, s]) => [name, String(s.name).toLowerCase()]),
  );
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as
        | {
            operationId?: string;
            parameters?: Parameter[];
            security?: Record<string, string[]>[];
            requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
            responses?: Record<
              string,
              { content?: Record<string, { schema?: JsonSchema }>; headers?: Record<string, { required?: boolean }> }
            >;
          }
        | undefined;
      if (!op) continue;
      const params = [...shared, ...(op.parameters ?? [])];
      const security = op.security ?? doc.security ?? [];
      // Auth is demanded when every alternative needs a bearer token ({} means anonymous is allowed).
      const requiresAuth =
        security.length > 0 && security.every((alt) => Object.keys(alt).some((name) => bearerSchemes.has(name)));
      // The key is demanded when every alternative names an apiKey scheme (webhooks and Ping name none).
      const keySchemes = security.map((alt) => Object.keys(alt).find((name) => apiKeyHeaders.has(name)));
      const clientKeyHeader = security.length > 0 && keySchemes.every(Boolean) ? apiKeyHeaders.get(keySchemes[0]!)! : null;
      const content = op.requestBody?.content ?? {};
      const jsonBody = content['application/json']?.schema;
      const otherType = jsonBody ? undefined : Object.keys(content)[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        operationId: op.operationId ?? `${method}${path}`,
        requiresAuth,
        clientKeyHeader,
        schema: {
          params: objectSchema(params.filter((p) => p.in === 'path')),
          querystring: objectSchema(params.filter((p) => p.in === 'query')),
          headers: objectSchema(params.filter((p) => p.in === 'header'), true),
          body: jsonBody,
        },
        bodyMediaType: otherType,
        responses: Object.fromEntries(
          Object.entries(op.responses ?? {}).map(([status, r]) => [status, r.content?.['application/json']?.schema]),
        ),
        responseMediaTypes: Object.fromEntries(
          Object.entries(op.responses ?? {}).map(([status, r]) => [status, Object.keys(r.content ?? {})]),
        ),
        responseHeaders: Object.fromEntries(
          Object.entries(op.responses ?? {}).map(([status, r]) => [
            status,
            Object.fromEntries(
              Object.entries(r.headers ?? {}).map(([name, h]) => [name.toLowerCase(), { required: h.required === true }]),
            ),
          ]),
        ),
      });
    }
  }
  return operations;
}

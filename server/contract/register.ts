// Routes every operation of the contract, validating path, query, headers and body against the
// contract's own schemas. A handler is looked up by "METHOD /path" as written in the YAML;
// an operation without one answers 501 (back-office calls the reference server does not run).
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { ContractOperation } from './load';
import { ApiError, type ApiErrorItem } from '../errors';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;
/** Keyed by "METHOD /path" exactly as in the contract, e.g. "GET /api/Info/Settings". */
export type HandlerMap = Record<string, Handler>;
/** Resolves the caller of a secured operation or throws ApiError(401). */
export type Authenticate = (request: FastifyRequest) => Promise<void>;

/**
 * How a failed body field is told to the user: requirements §8 wants field errors per field, so the
 * ErrorCode names the field (e.g. PHONE_INVALID) and the Message is the form's Russian text.
 */
export interface FieldErrorRule {
  ErrorCode: string;
  /** `value` is what was sent (undefined when missing); `keyword` is the failed schema keyword. */
  message: (value: unknown, keyword: string) => string;
}
export type FieldErrorRules = Record<string, FieldErrorRule>;

const FIELD_RULES = Symbol('fieldErrorRules');
type RuledHandler = Handler & { [FIELD_RULES]?: FieldErrorRules };

/** Marks a handler so that contract validation failures of its body fields answer with field codes. */
export function withFieldErrors(handler: Handler, rules: FieldErrorRules): Handler {
  return Object.assign((request: FastifyRequest, reply: FastifyReply) => handler(request, reply), { [FIELD_RULES]: rules });
}

function fieldOf(error: FastifySchemaValidationError): string | undefined {
  const fromPath = /^\/([^/]+)/.exec(error.instancePath)?.[1];
  if (fromPath !== undefined) return fromPath.replace(/~1/g, '/').replace(/~0/g, '~');
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  return typeof missing === 'string' ? missing : undefined;
}

/** One error per field: the handler's rule, else the schema's x-error-code / x-error-message, else a generic one. */
export function fieldErrors(
  validation: FastifySchemaValidationError[],
  context: string,
  body: unknown,
  rules: FieldErrorRules,
): ApiErrorItem[] {
  const seen = new Set<string>();
  const items: ApiErrorItem[] = [];
  for (const error of validation) {
    const field = context === 'body' ? fieldOf(error) : undefined;
    const key = field ?? `#${items.length}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const rule = field === undefined ? undefined : rules[field];
    const value = field !== undefined && body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
    const schema = (error as { parentSchema?: Record<string, unknown> }).parentSchema ?? {};
    if (rule) items.push({ ErrorCode: rule.ErrorCode, Message: rule.message(value, error.keyword) });
    else if (typeof schema['x-error-code'] === 'string')
      items.push({ ErrorCode: schema['x-error-code'], Message: String(schema['x-error-message'] ?? error.message ?? 'is invalid') });
    else
      items.push({ ErrorCode: 'VALIDATION_ERROR', Message: `${context}${error.instancePath || ''} ${error.message ?? 'is invalid'}`.trim() });
  }
  return items;
}

const hasSchemaErrorCodes = (schema: unknown): boolean => JSON.stringify(schema ?? {}).includes('"x-error-code"');

export const operationKey = (op: Pick<ContractOperation, 'method' | 'path'>) => `${op.method} ${op.path}`;

function makeAjv(options: Options): Ajv {
  // strict: false because OpenAPI adds keywords (example, discriminator …) that Ajv does not know.
  const ajv = new Ajv({ strict: false, allErrors: false, ...options });
  addFormats.default(ajv);
  return ajv;
}

export function strayHandlers(operations: ContractOperation[], handlers: HandlerMap): string[] {
  const known = new Set(operations.map(operationKey));
  return Object.keys(handlers).filter((key) => !known.has(key));
}

export interface RegisterContractOptions {
  operations: ContractOperation[];
  handlers: HandlerMap;
  authenticate: Authenticate;
  /** The key the SPA carries (runtime configuration); a wrong or missing one is a 403, never a 401. */
  clientApiKey: string;
}

// Bodies are validated as sent (a number is not a string); query, path and header values are
// strings on the wire, so they are coerced to the contract's types.
// allErrors + verbose on bodies so that every bad field gets its own error (and its schema's x-error-code).
let ajvs: { body: Ajv; wire: Ajv } | undefined;
// Compiled validators are pure functions: servers built in one process (tests) share them.
const compiledValidators = new Map<string, ReturnType<Ajv['compile']>>();

function compileValidator(schema: unknown, httpPart: string | undefined) {
  ajvs ??= {
    body: makeAjv({ coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: true, verbose: true }),
    wire: makeAjv({ coerceTypes: 'array', removeAdditional: false, useDefaults: true }),
  };
  const kind = httpPart === 'body' ? 'body' : 'wire';
  const key = `${kind} ${JSON.stringify(schema)}`;
  let validate = compiledValidators.get(key);
  if (!validate) {
    validate = ajvs[kind].compile(schema as object);
    compiledValidators.set(key, validate);
  }
  return validate;
}

const keyRejected = () => new ApiError(403, 'CLIENT_KEY_REJECTED', 'Доступ запрещён: неверный ключ приложения');

export function registerContract(app: FastifyInstance, { operations, handlers, authenticate, clientApiKey }: RegisterContractOptions): void {
  app.setValidatorCompiler(({ schema, httpPart }) => compileValidator(schema, httpPart));

  // A handler whose call is not (yet) in the contract is still served, unvalidated, and named in
  // the log; server/test/contract.test.ts keeps that list empty.
  for (const key of strayHandlers(operations, handlers)) {
    const [method, path] = key.split(' ') as [string, string];
    app.log.warn({ call: key }, 'handler for a call that is not in the contract');
    app.route({ method: method as 'GET', url: path.replace(/\{([^}]+)\}/g, ':$1'), handler: handlers[key]! });
  }

  for (const op of operations) {
    const handler = handlers[operationKey(op)] as RuledHandler | undefined;
    const rules = handler?.[FIELD_RULES];
    const fieldCoded = handler !== undefined && (rules !== undefined || hasSchemaErrorCodes(op.schema.body));
    app.route({
      method: op.method as 'GET',
      url: op.routePath,
      schema: Object.fromEntries(Object.entries(op.schema).filter(([, s]) => s !== undefined)),
      // Field-coded operations see their validation failure themselves (400 with one error per field).
      attachValidation: fieldCoded,
      onRequest: op.clientKeyHeader
        ? async (request) => {
            if (request.headers[op.clientKeyHeader!] !== clientApiKey) throw keyRejected();
          }
        : undefined,
      preHandler: op.requiresAuth
        ? async (request) => {
            if (!request.validationError) await authenticate(request);
          }
        : undefined,
      handler: fieldCoded
        ? async (request, reply) => {
            const failed = request.validationError as (Error & { validation?: FastifySchemaValidationError[]; validationContext?: string }) | undefined;
            if (failed?.validation) {
              return reply.code(400).send({ Errors: fieldErrors(failed.validation, failed.validationContext ?? 'body', request.body, rules ?? {}) });
            }
            return handler(request, reply);
          }
        : (handler ??
          (async () => {
            throw new ApiError(501, 'NOT_IMPLEMENTED', `Операция ${op.operationId} не выполняется эталонным сервером`);
          })),
    });
  }
}

// Routes every operation of the contract, validating path, query, headers and body against the
// contract's own schemas. A handler is looked up by "METHOD /path" as written in the YAML;
// an operation without one answers 501 (back-office calls the reference server does not run).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { ContractOperation } from './load';
import { ApiError } from '../errors';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;
/** Keyed by "METHOD /path" exactly as in the contract, e.g. "GET /api/Info/Settings". */
export type HandlerMap = Record<string, Handler>;
/** Resolves the caller of a secured operation or throws ApiError(401). */
export type Authenticate = (request: FastifyRequest) => Promise<void>;

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
}

export function registerContract(app: FastifyInstance, { operations, handlers, authenticate }: RegisterContractOptions): void {
  // Bodies are validated as sent (a number is not a string); query, path and header values are
  // strings on the wire, so they are coerced to the contract's types.
  const bodyAjv = makeAjv({ coerceTypes: false, removeAdditional: false, useDefaults: true });
  const wireAjv = makeAjv({ coerceTypes: 'array', removeAdditional: false, useDefaults: true });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : wireAjv).compile(schema));

  // A handler whose call is not (yet) in the contract is still served, unvalidated, and named in
  // the log; server/test/contract.test.ts keeps that list empty.
  for (const key of strayHandlers(operations, handlers)) {
    const [method, path] = key.split(' ') as [string, string];
    app.log.warn({ call: key }, 'handler for a call that is not in the contract');
    app.route({ method: method as 'GET', url: path.replace(/\{([^}]+)\}/g, ':$1'), handler: handlers[key]! });
  }

  for (const op of operations) {
    const handler = handlers[operationKey(op)];
    app.route({
      method: op.method as 'GET',
      url: op.routePath,
      schema: Object.fromEntries(Object.entries(op.schema).filter(([, s]) => s !== undefined)),
      preHandler: op.requiresAuth ? async (request) => authenticate(request) : undefined,
      handler:
        handler ??
        (async () => {
          throw new ApiError(501, 'NOT_IMPLEMENTED', `Операция ${op.operationId} не выполняется эталонным сервером`);
        }),
    });
  }
}

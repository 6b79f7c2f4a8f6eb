// The one error body of the contract: { Errors: [{ ErrorCode, Message }] }.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ProviderError } from './providers';

export interface ApiErrorItem {
  ErrorCode: string;
  Message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const errorBody = (ErrorCode: string, Message: string) => ({ Errors: [{ ErrorCode, Message }] });

/** Bad input never gets a 5xx: every client-side error maps to its 4xx with an Errors list. */
/**
 * requirements §7: every request carries a JSON content type, bodiless ones (logout) included. Fastify's
 * own parser refuses an empty JSON body; this one reads it as no body and keeps the default
 * parser (with its prototype-poisoning guard) for everything else.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, String(body), done);
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(errorBody(error.errorCode, error.message));
    }
    if (error instanceof ProviderError) {
      // A third party is down: the client may retry later; the operator sees which one.
      request.log.warn({ provider: error.provider, status: error.status }, 'third party unavailable');
      return reply.code(503).header('retry-after', '30').send(errorBody('PROVIDER_UNAVAILABLE', 'Сервис временно недоступен. Попробуйте позже'));
    }
    if (error.validation) {
      const Errors = error.validation.map((v) => ({
        ErrorCode: 'VALIDATION_ERROR',
        Message: `${error.validationContext ?? 'request'}${v.instancePath || ''} ${v.message ?? 'is invalid'}`.trim(),
      }));
      return reply.code(400).send({ Errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(error.code ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody('INTERNAL_ERROR', 'Ошибка на сервере'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody('NOT_FOUND', `Нет такого адреса: ${request.method} ${request.url}`)),
  );
}

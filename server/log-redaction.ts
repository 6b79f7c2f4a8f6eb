// What the request log may say: the method, the path and the harmless part of the query. Tokens
// (RefreshToken carries one in its query, requirements §7), codes, passwords, passport data, phones and
// e-mails never reach the log; headers are not logged at all, and the two that carry secrets are
// redacted should anything log them.
import type { FastifyRequest } from 'fastify';

const SECRET_PARAM = /token|code|pass|secret|key|hash|sign|passport|series|number|inn|snils|phone|email|birth|card/i;
export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const kept = [...params].map(([name, value]) => `${encodeURIComponent(name)}=${SECRET_PARAM.test(name) ? REDACTED : encodeURIComponent(value)}`);
  return `${url.slice(0, queryAt)}?${kept.join('&')}`;
}

export function loggerOptions(stream?: { write(line: string): void }) {
  return {
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-client-api-key"]', 'res.headers["set-cookie"]'], censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
    },
  };
}

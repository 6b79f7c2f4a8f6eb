// Which address per-IP limits count. In the sandbox every tester and every test browser comes
// from loopback, so one tester's wrong passwords would lock everyone out: loopback is exempt
// there (per-phone limits still apply). STRICT_IP_LIMITS=1 restores them (used by the tests
// of those limits); outside the sandbox they always apply.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The address per-IP limits count, or null when per-IP limits do not apply. */
    limitIp: string | null;
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export function registerLimitIdentity(app: FastifyInstance, ipLimitsOnLoopback: boolean): void {
  app.decorateRequest('limitIp', null);
  app.addHook('onRequest', async (request) => {
    request.limitIp = !ipLimitsOnLoopback && LOOPBACK.test(request.ip) ? null : request.ip;
  });
}

// Outside the sandbox no stand-in answers: whatever module registered a /sandbox or /dev route,
// a real deployment serves neither (the 404 page, as for any unknown path). The one exception is
// an operator's read-only page that checks its own token (the machines' transition counts).
import type { FastifyInstance } from 'fastify';
import { MACHINE_STATS_PATH } from './modules/machine-stats';

const SEALED = /^\/(sandbox|dev)(\/|$|\?)/i;
const OPERATOR_PATHS = new Set([MACHINE_STATS_PATH]);

export function registerSandboxSeal(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SEALED.test(request.url) && !OPERATOR_PATHS.has(request.url.split('?')[0]!)) await reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

// Outside the sandbox no stand-in answers: whatever module registered a /sandbox or /dev route,
// a real deployment serves neither (the 404 page, as for any unknown path).
import type { FastifyInstance } from 'fastify';

const SEALED = /^\/(sandbox|dev)(\/|$|\?)/i;

export function registerSandboxSeal(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SEALED.test(request.url)) await reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

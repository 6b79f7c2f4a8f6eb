// Non-contract routes of the sandbox (only when config.sandbox): third-party script stand-ins,
// token minting for the captcha stand-in, the event sink, address suggestions, partner page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../types';
import { mintV2, mintV3 } from './captcha-tokens';
import { suggest } from './dadata';
import { indexPage, partnerPage } from './pages';

/** The scripts sit next to this file; a DOM test environment rewrites import.meta.url, so fall back to the project root. */
export function assetPath(name: string): string {
  const beside = import.meta.url.startsWith('file:') ? fileURLToPath(new URL(`./assets/${name}`, import.meta.url)) : '';
  return beside && existsSync(beside) ? beside : join(process.cwd(), 'server', 'modules', 'sandbox', 'assets', name);
}
const asset = (name: string) => readFileSync(assetPath(name), 'utf8');

const scripts: Record<string, string> = {
  '/sandbox/captcha/api.js': 'captcha.js',
  '/sandbox/chat/widget.js': 'chat.js',
  '/sandbox/analytics/tag.js': 'analytics.js',
  '/sandbox/tracker/cdp.js': 'tracker.js',
};

const eventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['source', 'name'],
  properties: {
    source: { type: 'string', enum: ['analytics', 'tracker', 'chat'] },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    data: { type: 'object', maxProperties: 50 },
  },
};

export function registerSandboxRoutes(app: FastifyInstance, { db, config }: ModuleContext): void {
  for (const [url, file] of Object.entries(scripts)) {
    const body = asset(file);
    app.get(url, async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(body));
  }

  app.get('/sandbox', async (_request, reply) => reply.type('text/html; charset=utf-8').send(indexPage(config.tenant)));
  app.get('/sandbox/partner', async (_request, reply) => reply.type('text/html; charset=utf-8').send(partnerPage(config.tenant)));

  app.get<{ Querystring: { kind: 'v2' | 'v3'; action?: string; score?: number } }>(
    '/sandbox/captcha/token',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['kind'],
          properties: {
            kind: { type: 'string', enum: ['v2', 'v3'] },
            action: { type: 'string', pattern: '^[A-Za-z0-9_/]{1,100}$' },
            score: { type: 'number', minimum: 0, maximum: 1 },
            sitekey: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request, reply) => {
      const { kind, action = 'default', score = 0.9 } = request.query;
      return reply.header('cache-control', 'no-store').send({ token: kind === 'v2' ? mintV2() : mintV3(action, score) });
    },
  );

  app.post<{ Body: { source: string; name: string; data?: object } }>(
    '/sandbox/events',
    { schema: { body: eventSchema }, bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const { source, name, data = {} } = request.body;
      await db.insertInto('sandbox_event').values({ source, name, data: JSON.stringify(data), created_at: new Date().toISOString() }).execute();
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: { source?: string; limit?: number } }>(
    '/sandbox/events',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { source: { type: 'string', enum: ['analytics', 'tracker', 'chat'] }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 } },
        },
      },
    },
    async (request) => {
      const { source, limit = 100 } = request.query;
      let query = db.selectFrom('sandbox_event').selectAll().orderBy('id', 'desc').limit(limit);
      if (source) query = query.where('source', '=', source);
      const rows = await query.execute();
      return { events: rows.map((r) => ({ id: r.id, source: r.source, name: r.name, data: JSON.parse(r.data) as unknown, createdAt: r.created_at })) };
    },
  );

  const suggestQuery = {
    type: 'object',
    required: ['query'],
    properties: { query: { type: 'string', maxLength: 300 }, count: { type: 'integer', minimum: 1, maximum: 20, default: 10 } },
  };
  app.get<{ Querystring: { query: string; count?: number } }>('/sandbox/dadata/suggest', { schema: { querystring: suggestQuery } }, async (request) =>
    suggest(db, request.query.query, request.query.count ?? 10),
  );
  // Same call in the provider's own form (POST with a JSON body), so a client written for it works unchanged.
  app.post<{ Body: { query: string; count?: number } }>(
    '/sandbox/dadata/suggest',
    { schema: { body: { ...suggestQuery, additionalProperties: true } } },
    async (request) => suggest(db, request.body.query, request.body.count ?? 10),
  );
}

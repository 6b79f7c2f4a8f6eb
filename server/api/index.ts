// API routes of both groups (/api and /client-api).
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { AppDb } from '../db/database';
import { ApiError } from '../errors';

export interface ApiContext {
  config: ServerConfig;
  db: AppDb;
}

export async function registerApi(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.get('/api/ApiHealth/Ping', async () => ({ Status: 'ok', Time: new Date().toISOString() }));

  app.post('/api/Analytics/Send', async (request) => {
    const body = request.body as { Name?: unknown; Payload?: unknown } | undefined;
    if (typeof body?.Name !== 'string' || body.Name.length === 0 || body.Name.length > 100) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'Name: строка от 1 до 100 символов');
    }
    await db
      .insertInto('analytics_event')
      .values({
        app_id: (request.headers['x-appid'] as string | undefined) ?? null,
        name: body.Name,
        payload: JSON.stringify(body.Payload ?? null),
        created_at: new Date().toISOString(),
      })
      .execute();
    return { Success: true };
  });
}

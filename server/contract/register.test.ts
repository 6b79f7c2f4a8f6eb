import Fastify from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { registerErrorHandling, ApiError } from '../errors';
import { loadContract } from './load';
import { registerContract } from './register';

const yaml = `
openapi: 3.1.0
info: { title: t, version: '1' }
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
  schemas:
    Call:
      type: object
      additionalProperties: false
      required: [Phone]
      properties:
        Phone: { type: string, maxLength: 18 }
        Kind: { type: string, enum: [a, b] }
paths:
  /api/Things/{id}:
    get:
      operationId: getThing
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
        - { name: v, in: query, schema: { type: integer } }
        - { name: inActualState, in: query, schema: { type: boolean } }
      responses: { '200': { description: ok } }
  /api/Calls:
    post:
      operationId: postCall
      security: [{ bearer: [] }]
      requestBody:
        required: true
        content: { application/json: { schema: { $ref: '#/components/schemas/Call' } } }
      responses: { '200': { description: ok } }
  /api/Back/Office:
    get:
      operationId: backOffice
      responses: { '501': { description: not here } }
`;

async function build() {
  const dir = mkdtempSync(join(tmpdir(), 'contract-'));
  writeFileSync(join(dir, 'c.yaml'), yaml);
  const operations = loadContract(join(dir, 'c.yaml'));
  const app = Fastify();
  registerErrorHandling(app);
  registerContract(app, {
    operations,
    clientApiKey: 'k',
    handlers: {
      'GET /api/Things/{id}': async (req) => ({ params: req.params, query: req.query }),
      'POST /api/Calls': async (req) => req.body,
    },
    authenticate: async (req) => {
      if (req.headers.authorization !== 'Bearer good') throw new ApiError(401, 'UNAUTHORIZED', 'нет');
    },
  });
  return app;
}

test('path and query values are coerced to the contract types', async () => {
  const app = await build();
  const res = await app.inject({ url: '/api/Things/7?v=1&inActualState=false' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ params: { id: 7 }, query: { v: 1, inActualState: false } });
  expect((await app.inject({ url: '/api/Things/x' })).statusCode).toBe(400);
});

test('bodies are validated strictly: types, required, lengths, enums, unknown fields', async () => {
  const app = await build();
  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/Calls', headers: { authorization: 'Bearer good' }, payload: payload as object });
  expect((await post({ Phone: '+7 (900) 000-00-01' })).statusCode).toBe(200);
  for (const bad of [{ Phone: 79000000001 }, {}, { Phone: 'x'.repeat(19) }, { Phone: '1', Kind: 'z' }, { Phone: '1', Extra: 1 }]) {
    const res = await post(bad);
    expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    expect(res.json().Errors.length).toBeGreaterThan(0);
  }
});

test('secured operations demand the bearer token', async () => {
  const app = await build();
  const res = await app.inject({ method: 'POST', url: '/api/Calls', payload: { Phone: '1' } });
  expect(res.statusCode).toBe(401);
});

test('an operation without a handler answers 501 with an Errors body', async () => {
  const app = await build();
  const res = await app.inject({ url: '/api/Back/Office' });
  expect(res.statusCode).toBe(501);
  expect(res.json().Errors[0].ErrorCode).toBe('NOT_IMPLEMENTED');
});

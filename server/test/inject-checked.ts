// Test helpers shared by every server test: a server on an in-memory database, and
// injectChecked(), which fails the test when an answer is not one the contract allows.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer, type BuiltServer } from '../app';
import { contractFiles } from '../api';
import { loadConfig } from '../config';
import { loadContract, type ContractOperation } from '../contract/load';
import { createResponseValidator } from '../contract/validate-response';
import type { ServerModule } from '../modules/types';
import { carryClientKey } from './client-key';
import { testServerEnv } from './real-providers';

let operations: ContractOperation[] | undefined;
let validator: ReturnType<typeof createResponseValidator> | undefined;

export function contractOperations(): ContractOperation[] {
  operations ??= contractFiles.flatMap((file) => loadContract(file));
  return operations;
}

export async function startServer(env: Record<string, string> = {}, modules?: ServerModule[]): Promise<BuiltServer> {
  const config = loadConfig({ DATA_DIR: ':memory:', DIST_DIR: '/nonexistent', ...testServerEnv(env) });
  const built = await buildServer(config, modules ? { modules } : {});
  carryClientKey(built.app);
  return built;
}

/** app.inject() plus a contract check of the answer (status declared, media type, body schema, required headers). */
export async function injectChecked(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await app.inject(options);
  validator ??= createResponseValidator(contractOperations());
  const verdict = validator({
    method: options.method ?? 'GET',
    url: String(options.url ?? options.path ?? '/'),
    statusCode: res.statusCode,
    headers: res.headers,
    body: res.body,
  });
  if (verdict.problems.length > 0) {
    throw new Error(
      `${verdict.operation} answered ${res.statusCode} outside the contract:\n  ${verdict.problems.join('\n  ')}\nbody: ${res.body.slice(0, 500)}`,
    );
  }
  return res;
}

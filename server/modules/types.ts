// A server module: one area of the product (info, call-back, accounts …) with its tables,
// migrations, seed data, contract handlers and any non-contract routes (sandbox pages, /dev).
import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { ServerConfig } from '../config';
import type { AppDb } from '../db/database';
import type { Authenticate, HandlerMap } from '../contract/register';

export interface ModuleContext {
  config: ServerConfig;
  db: AppDb;
  /** Brings a client's pending work up to date (every module's `settleClient`) before their data is read. */
  settleClient: (userId: number) => Promise<void>;
}

export interface ServerModule {
  name: string;
  /** Names sort into the global order: core 0001–0099, info 0100–, call-back 0200–, accounts 0300–, loans 0400– … */
  migrations?: Record<string, Migration>;
  /** Idempotent: runs at every start after migrations. */
  seed?: (ctx: ModuleContext) => Promise<void>;
  handlers?: (ctx: ModuleContext) => HandlerMap;
  /** The module that owns sessions resolves the caller of secured operations. */
  authenticate?: (ctx: ModuleContext) => Authenticate;
  /**
   * Work of a client that falls due with time (a scoring answer), done when the client's data is
   * next read: modules that read call `ctx.settleClient`, so they need not know who settles.
   */
  settleClient?: (ctx: ModuleContext, userId: number) => Promise<void>;
  /** Routes outside the contract (sandbox stand-ins, /dev pages). */
  routes?: (app: FastifyInstance, ctx: ModuleContext) => void | Promise<void>;
}

// The API nodes of a journey load run: server processes on loopback sharing one PostgreSQL, each
// on a port of its own that it keeps across a kill and restart; their output goes to a log file.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../server/test/spawn-node';

const STARTUP_MS = 120_000;

export interface ApiNode {
  name: string;
  base: string;
  port: number;
  child: ChildProcess | null;
}

export class Nodes {
  readonly all: ApiNode[] = [];
  /** Nodes that died without being killed (a failure of the run). */
  readonly crashes: string[] = [];

  constructor(
    private readonly env: Record<string, string>,
    private readonly logDir: string,
  ) {}

  /** Nodes that are up (a killed one is out of the list until it answers again). */
  up = () => this.all.filter((n) => n.child !== null).map((n) => n.base);

  async add(name: string): Promise<ApiNode> {
    const port = await freePort();
    const node: ApiNode = { name, port, base: `http://127.0.0.1:${port}`, child: null };
    this.all.push(node);
    await this.start(node);
    return node;
  }

  async start(node: ApiNode): Promise<void> {
    const log = openSync(join(this.logDir, `${node.name}.log`), 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, ...this.env, PORT: String(node.port), HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
    });
    let exited: number | null | undefined;
    child.on('exit', (code) => (exited = code));
    const deadline = Date.now() + STARTUP_MS;
    for (;;) {
      if (exited !== undefined) throw new Error(`node ${node.name} exited (${exited}) while starting: see ${join(this.logDir, `${node.name}.log`)}`);
      try {
        if ((await fetch(`${node.base}/api/ApiHealth/Ping`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`node ${node.name} did not answer in ${STARTUP_MS / 1000} s`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    node.child = child;
    child.on('exit', (code, signal) => {
      if (node.child !== child) return; // killed on purpose
      node.child = null;
      this.crashes.push(`node ${node.name} exited by itself (${code ?? signal}): see ${join(this.logDir, `${node.name}.log`)}`);
    });
  }

  /** kill -9: no goodbye, requests in flight lost. */
  kill(node: ApiNode): void {
    node.child?.kill('SIGKILL');
    node.child = null;
  }

  stopAll(): void {
    for (const node of this.all) this.kill(node);
  }
}

// A real server process (`node server/index.ts`), for the tests about processes: crashes,
// restarts, several API nodes on one database. Resolves once it answers Ping.
import { spawn, type ChildProcess } from 'node:child_process';

export interface SpawnedNode {
  child: ChildProcess;
  base: string;
  exited: Promise<unknown>;
}

const spawned: ChildProcess[] = [];

/** Kills every node this file started (afterAll). */
export const killAllNodes = () => spawned.forEach((child) => child.kill('SIGKILL'));

export async function startNode(port: number, env: Record<string, string>): Promise<SpawnedNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', SANDBOX: '1', ...env },
    stdio: 'ignore',
  });
  spawned.push(child);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 40_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/ApiHealth/Ping`)).ok) return { child, base, exited };
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

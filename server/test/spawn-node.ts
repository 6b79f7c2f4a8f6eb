// A real server process (`node server/index.ts`), for the tests about processes: crashes,
// restarts, several API nodes on one database. Resolves once it answers Ping.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface SpawnedNode {
  child: ChildProcess;
  base: string;
  exited: Promise<unknown>;
}

const spawned: ChildProcess[] = [];

/** Kills every node this file started (afterAll). */
export const killAllNodes = () => spawned.forEach((child) => child.kill('SIGKILL'));

// A port the system just handed out and took back. Fixed or random ranges collided in CI with
// the ephemeral ports of the run's own connections (PostgreSQL's included).
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const STARTUP_MS = 60_000;

async function startOnce(env: Record<string, string>): Promise<SpawnedNode> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', SANDBOX: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  spawned.push(child);
  // The end of stderr says why a node that never came up died.
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  let exitCode: number | null | undefined;
  const exited = new Promise((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (exitCode !== undefined) throw Object.assign(new Error(`server on ${port} exited (${exitCode}): ${stderr}`), { stderr });
    try {
      if ((await fetch(`${base}/api/ApiHealth/Ping`)).ok) return { child, base, exited };
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on ${port} did not answer in ${STARTUP_MS / 1000} s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts a node on a free port; a port taken between the probe and the listen is tried again. */
export async function startNode(env: Record<string, string>): Promise<SpawnedNode> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env);
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      if (attempt < 3 && stderr.includes('EADDRINUSE')) continue;
      throw error;
    }
  }
}

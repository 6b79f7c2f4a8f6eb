// Entry point of `npm start`: the reference API and the built SPA on PORT.
import { ConfigError, loadConfig } from './config';
import { buildServer } from './app';
import { ProviderSettingsError } from './providers';

/** The operator reads this: which setting is missing or wrong, not a stack trace. */
function exitOnSettings(error: unknown): never {
  if (error instanceof ProviderSettingsError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  throw error;
}

function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    return exitOnSettings(error);
  }
}

const config = configOrExit();
const { app, warmUp } = await buildServer(config, { logger: process.env.LOG_LEVEL !== 'silent' }).catch(exitOnSettings);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // close() stops accepting connections, waits for in-flight requests, then runs onClose
  // (which closes the database after its last committed write).
  const timer = setTimeout(() => {
    app.log.error('graceful shutdown timed out');
    process.exit(1);
  }, 10_000);
  const closed = app.close();
  // A keep-alive connection whose request was in flight at the signal turns idle only when that
  // answer has gone; close() closed only the connections idle at its start, and the others would
  // hold the exit until the client's keep-alive ran out (72 s). Close each as soon as it is idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  await closed;
  clearInterval(sweep);
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Traffic meets a warm node: loading the cabinet's render entry blocks the event loop for up to
// ~2 s on a busy machine, which, after listen, was every early request's wait (issue 48: Info/Settings
// p99 at 50 connections).
await warmUp();
await app.listen({ port: config.port, host: config.host });
app.log.info({ port: config.port, tenant: config.tenant, sandbox: config.sandbox }, 'service is up');

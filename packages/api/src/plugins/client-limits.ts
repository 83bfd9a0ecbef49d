import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { type ClientDrop, type ClientGuard, clientGuard } from '../lib/client-guard.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTTP server's limits on clients (lib/client-guard.ts). */
    clients: ClientGuard;
  }
}

/**
 * How long a stop waits for work under way (a scrape, a body still arriving) before cutting it:
 * 5 s, or half of SHUTDOWN_TIMEOUT_MS when that is shorter, so the rest has time to close.
 */
export const shutdownGraceMs = (config: Config) => Math.min(5000, Math.floor(config.shutdownTimeoutMs / 2));

/** The guard of the app's server, from the configuration (MAX_CONNECTIONS, the *_TIMEOUT_MS). */
export const clientGuardFor = (config: Config) =>
  clientGuard({
    maxConnections: config.http.maxConnections,
    headersTimeoutMs: config.http.headersTimeoutMs,
    requestTimeoutMs: config.http.requestTimeoutMs,
    uploadTimeoutMs: config.http.uploadTimeoutMs,
    minBytes: 1024,
    windowMs: config.http.minRateWindowMs,
  });

/**
 * Fastify's server options: its timeouts, which it sets on the server it makes, and node's own
 * (`http`) from the guard. Node's request timeout is the upload limit, the longest a body may
 * take; the guard holds every other body to REQUEST_TIMEOUT_MS. A connection silent both ways that
 * long (a client that stopped reading its answer) is closed too; a shorter idle limit would cut a
 * manual scrape that waits on a long run.
 */
export const serverOptions = (config: Config, guard: ClientGuard) => {
  const longest = Math.max(config.http.requestTimeoutMs, config.http.uploadTimeoutMs);
  return {
    requestTimeout: longest,
    connectionTimeout: longest,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: guard.serverOptions(longest),
  };
};

const DROP_SUMMARY_MS = 60_000;

const DROPS: Record<ClientDrop, string> = {
  headers: 'headers not in within HEADERS_TIMEOUT_MS',
  'slow-body': 'body slower than 1 KB per 10 s',
  'long-body': 'body not in within REQUEST_TIMEOUT_MS (UPLOAD_TIMEOUT_MS for uploads)',
  'max-connections': 'over MAX_CONNECTIONS',
  shutdown: 'body still arriving when the server stopped',
};

/**
 * Dropped clients are logged at warn: the first at once, then what else was dropped each minute
 * while it goes on, so 500 slow sockets make two lines, not 500.
 */
function dropLog(log: FastifyBaseLogger) {
  const counts = new Map<ClientDrop, number>();
  let timer: NodeJS.Timeout | undefined;
  const summarise = () => {
    if (counts.size === 0) {
      timer = undefined;
      return;
    }
    const dropped = Object.fromEntries([...counts].map(([why, n]) => [DROPS[why], n]));
    log.warn({ dropped }, 'slow or excess clients dropped in the last minute');
    counts.clear();
    timer = setTimeout(summarise, DROP_SUMMARY_MS).unref();
  };
  return (why: ClientDrop) => {
    if (timer) return void counts.set(why, (counts.get(why) ?? 0) + 1);
    log.warn({ reason: DROPS[why] }, 'client dropped (more are summed up once a minute)');
    timer = setTimeout(summarise, DROP_SUMMARY_MS).unref();
  };
}

/**
 * Names the guard on the app, sets it on the server, logs its drops, and drains the server's
 * connections when the app closes.
 */
async function clientLimitsPlugin(app: FastifyInstance, { guard }: { guard: ClientGuard }) {
  app.decorate('clients', guard);
  guard.attach(app.server);
  guard.onDrop(dropLog(app.log));
  let stopDraining: (() => void) | undefined;
  app.addHook('preClose', async () => {
    stopDraining = guard.drain(app.server, shutdownGraceMs(app.config));
  });
  app.addHook('onClose', async () => stopDraining?.());
}

export default fp(clientLimitsPlugin, { name: 'client-limits' });

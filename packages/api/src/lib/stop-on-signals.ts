import { constants } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { killAfter } from './stop-watchdog.js';

/**
 * `npm start` forwards the terminal's Ctrl-C to the server, which the terminal signalled too:
 * a repeat this soon is the same request, not a second one.
 */
const SAME_SIGNAL_MS = 250;

/** What keeps the process up, counted by kind (sockets, timers, child processes…). */
function activeResources() {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/** How long the last log lines may wait for a reader that does not read, at the end of a stop. */
const LAST_LINES_WAIT_MS = 200;
/** Past SHUTDOWN_TIMEOUT_MS, how long the watchdog thread lets the main thread's own exit try first. */
const WATCHDOG_GRACE_MS = 500;

/**
 * SIGTERM or SIGINT closes the app (see its preClose and onClose hooks: the server stops
 * accepting and drains, progress streams end, the scraper stops, the database closes) and exits 0.
 * If that is not over within `timeoutMs` (SHUTDOWN_TIMEOUT_MS), it logs what is still open and
 * exits 1; a second signal exits at once (128 + its number, as a shell reports a killed process).
 * Before each exit the log's last lines get a bounded wait (`finishLogs`), never an endless one;
 * and a watchdog thread ends the process WATCHDOG_GRACE_MS past the deadline in any case, should
 * the main thread be stuck where no timer of its own can run.
 */
export function stopOnSignals(
  app: FastifyInstance,
  timeoutMs: number,
  finishLogs: (waitMs: number) => Promise<void> = async () => {},
) {
  let firstAt: number | undefined;
  const exit = (code: number, waitMs = LAST_LINES_WAIT_MS) => {
    void finishLogs(waitMs).then(() => process.exit(code));
  };
  const stop = (signal: NodeJS.Signals) => {
    const now = performance.now();
    if (firstAt !== undefined) {
      if (now - firstAt < SAME_SIGNAL_MS) return;
      app.log.warn(`${signal} again: exiting at once`);
      exit(128 + constants.signals[signal], 0);
      return;
    }
    firstAt = now;
    killAfter(timeoutMs + WATCHDOG_GRACE_MS);
    app.log.info(`${signal}: stopping (at most ${timeoutMs} ms)`);
    setTimeout(() => {
      app.log.error(
        {
          ...app.clients.open(),
          scrapeRunning: app.landScraper.service.isRunning(),
          resources: activeResources(),
        },
        `not stopped after SHUTDOWN_TIMEOUT_MS=${timeoutMs}: exiting anyway`,
      );
      exit(1);
    }, timeoutMs);
    app.close().then(
      () => {
        app.log.info(`stopped in ${Math.round(performance.now() - now)} ms`);
        exit(0);
      },
      (err) => {
        app.log.error({ err }, 'stopping failed');
        exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
}

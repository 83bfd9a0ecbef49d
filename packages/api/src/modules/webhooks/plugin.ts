import { type DisabledWebhook, webhookMessages } from '@land-office/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../../errors.js';
import { createFetcher, FetchError } from '../../lib/fetcher.js';
import { fanOut, outboxBusy } from './fan-out.js';
import { webhookRepository } from './repository.js';
import { webhookSender } from './sender.js';

/** How often the outbox and the queue are looked at (a write anywhere also wakes them). */
const LOOK_EVERY_MS = 1_000;
/** The delivery log and the outbox are trimmed to WEBHOOK_LOG_DAYS once an hour. */
const TRIM_EVERY_MS = 3_600_000;

/**
 * Webhook delivery in the background of every instance: each pass turns new outbox events into
 * deliveries (fan-out.ts) and sends those due (sender.ts). Passes never overlap in a process; a
 * wake-up during one runs another after it.
 */
async function webhooksPlugin(app: FastifyInstance) {
  const fetcher = createFetcher(app.config.fetchAllowPrivate);
  const repository = webhookRepository(app.db, app.secrets);
  const sender = webhookSender({
    db: app.db,
    dialect: app.dialect,
    fetcher,
    retryBaseSeconds: app.config.webhookRetryBaseSeconds,
    clock: app.clock,
    log: app.log,
    secrets: app.secrets,
  });
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let trimmedAt = Number.NEGATIVE_INFINITY;

  const pass = async () => {
    const now = app.clock();
    await fanOut(app.db, app.dialect, new Date(now).toISOString(), app.config.publicSiteUrl).catch((err) => {
      if (!outboxBusy(err)) throw err;
      app.log.debug('webhook events not queued this pass: the outbox is being written');
    });
    await sender.sendDue();
    if (now - trimmedAt >= TRIM_EVERY_MS) {
      trimmedAt = now;
      await repository.trimLog(new Date(now - app.config.webhookLogDays * 86_400_000).toISOString());
    }
  };

  /** Runs a pass, or one more after the pass under way; resolves when the queue was looked at. */
  const wake = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass().catch((err) => app.log.warn({ err }, 'webhook pass failed; tried again shortly'));
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  app.decorate('webhooks', {
    wake,
    /** Waits for the pass under way, then runs one: what a test calls after moving the clock. */
    async flush() {
      await running;
      await wake();
    },
    /** Endpoints switched off for failing (the dashboard's warning). */
    disabledByFailures: () => repository.disabledByFailures(),
    /** A URL the fetcher would refuse is refused as it is saved (400 on `url`). */
    async checkUrl(url: string) {
      await fetcher.checkUrl(url).catch((err) => {
        throw err instanceof FetchError
          ? new ValidationError(webhookMessages.addressRefused(err.message), 'url')
          : err;
      });
    },
  });
  // A write may have told events: look at once rather than at the next tick.
  app.publicCache.onInvalidate(() => {
    void wake();
  });
  app.addHook('onReady', async () => {
    // Claims expire on their own (15 s): a database that cannot be asked yet delays nothing for long.
    await sender
      .releaseClaims()
      .catch((err) => app.log.warn({ err }, 'webhook claims not released at start'));
    timer = setInterval(() => void wake(), LOOK_EVERY_MS).unref();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    clearInterval(timer);
    sender.stop();
    // A send under way is cut off: it stays claimed and is sent again later.
    await fetcher.close();
    await running;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: {
      wake(): Promise<void>;
      flush(): Promise<void>;
      checkUrl(url: string): Promise<void>;
      disabledByFailures(): Promise<DisabledWebhook[]>;
    };
  }
}

export default fp(webhooksPlugin, { name: 'webhooks', dependencies: ['db', 'public-cache'] });

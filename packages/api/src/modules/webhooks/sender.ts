import { WEBHOOK_FAILURES_TO_DISABLE, WEBHOOK_TEST_TYPE } from '@land-office/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../../db/index.js';
import { transaction } from '../../db/transaction.js';
import { FetchError, type Fetcher } from '../../lib/fetcher.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { MAX_ATTEMPTS, MAX_TRIES, retryAfterMs, retryDelayMs } from './backoff.js';
import { signedHeaders } from './signing.js';

/** A receiver answers a 2xx within this, or the try has failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** A claimed delivery is another instance's to send again after this (its sender died). */
const CLAIM_MS = DELIVERY_TIMEOUT_MS + 5_000;
const SENT_AT_ONCE = 8;
const EXCERPT_CHARS = 500;
const ANSWER_MAX_BYTES = 256 * 1024;

export interface SenderOptions {
  db: Db;
  dialect: Dialect;
  fetcher: Fetcher;
  retryBaseSeconds: number;
  clock: () => number;
  log: FastifyBaseLogger;
  /** Opens the endpoints' signing secrets, sealed in the database. */
  secrets: SecretBox;
}

type Outcome = 'succeeded' | 'failed' | 'rate_limited';
interface Try {
  status_code: number | null;
  duration_ms: number;
  response_excerpt: string;
  outcome: Outcome;
  /** A 429's own wait. */
  retryAfterMs?: number;
}

/**
 * A fetch error names the URL; an endpoint's path may be its only secret (a Discord webhook's
 * token), so the log keeps its origin only.
 */
function withoutPath(message: string, url: string) {
  try {
    const { origin, href } = new URL(url);
    return message.replaceAll(href, `${origin}/…`).replaceAll(url, `${origin}/…`);
  } catch {
    return message;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const cut = (text: string) => (text.length <= EXCERPT_CHARS ? text : `${text.slice(0, EXCERPT_CHARS - 1)}…`);

/**
 * Sends the queue: takes the due deliveries (on PostgreSQL with `FOR UPDATE SKIP LOCKED`, so of
 * several instances each takes different ones), marks them taken for CLAIM_MS, posts each signed
 * through the guarded fetcher and records the try. A process killed mid-send leaves its
 * deliveries taken until the claim runs out; then they are sent again, with the same
 * `webhook-id` (at least once).
 */
export function webhookSender(options: SenderOptions) {
  const { db, dialect, fetcher, clock, log, secrets } = options;
  let stopping = false;

  async function claim(limit: number) {
    const now = iso(clock());
    let due = db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .select('d.id')
      .where('d.state', '=', 'pending')
      .where('d.next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('d.sending_until', 'is', null), eb('d.sending_until', '<=', now)]))
      // A test is sent to a switched-off endpoint too: that is how one checks it before switching it on.
      .where((eb) => eb.or([eb('w.enabled', '=', true), eb('d.event_type', '=', WEBHOOK_TEST_TYPE)]))
      .orderBy('d.next_attempt_at')
      .orderBy('d.id')
      .limit(limit);
    if (dialect === 'postgres') due = due.forUpdate('d').skipLocked();
    return transaction(db, (trx) =>
      trx
        .updateTable('webhook_deliveries')
        .set((eb) => ({ sending_until: iso(clock() + CLAIM_MS), attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due)
        .returning(['id', 'webhook_id', 'message_id', 'event_type', 'body', 'attempts', 'failures'])
        .execute(),
    );
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  async function post(delivery: Claimed, endpoint: { url: string; secret: string }): Promise<Try> {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    const secret = secrets.open(endpoint.secret);
    // Sealed by another installation's key: the start's sweep switches such an endpoint off.
    if (secret === undefined)
      return {
        status_code: null,
        duration_ms: 0,
        response_excerpt: 'Signing secret unreadable',
        outcome: 'failed',
      };
    try {
      const answer = await fetcher.fetch(
        endpoint.url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...signedHeaders(secret, delivery.message_id, new Date(clock()), delivery.body),
          },
          body: Buffer.from(delivery.body),
        },
        { timeoutMs: DELIVERY_TIMEOUT_MS, maxBytes: ANSWER_MAX_BYTES, followRedirects: false },
      );
      const text = answer.body.toString('utf8');
      const base = { status_code: answer.status, duration_ms: took(), response_excerpt: cut(text) };
      if (answer.status >= 200 && answer.status < 300) return { ...base, outcome: 'succeeded' };
      const wait =
        answer.status === 429 ? retryAfterMs(text, answer.headers.get('retry-after'), clock()) : undefined;
      return wait === undefined
        ? { ...base, outcome: 'failed' }
        : { ...base, outcome: 'rate_limited', retryAfterMs: wait };
    } catch (err) {
      if (!(err instanceof FetchError)) throw err;
      const reason = withoutPath(err.message, endpoint.url);
      return { status_code: null, duration_ms: took(), response_excerpt: cut(reason), outcome: 'failed' };
    }
  }

  /** Writes the try, and what follows from it, unless another sender took the delivery since. */
  async function record(delivery: Claimed, result: Try) {
    const nowMs = clock();
    const now = iso(nowMs);
    const failures = delivery.failures + (result.outcome === 'failed' ? 1 : 0);
    const delay =
      result.outcome === 'rate_limited'
        ? result.retryAfterMs
        : result.outcome === 'failed'
          ? retryDelayMs(failures, options.retryBaseSeconds)
          : undefined;
    const finished =
      result.outcome === 'succeeded'
        ? 'succeeded'
        : delay === undefined || failures >= MAX_TRIES || delivery.attempts >= MAX_ATTEMPTS
          ? 'failed'
          : undefined;
    await transaction(db, async (trx) => {
      await trx
        .insertInto('webhook_attempts')
        .values({
          delivery_id: delivery.id,
          attempted_at: now,
          status_code: result.status_code,
          duration_ms: result.duration_ms,
          response_excerpt: result.response_excerpt,
          outcome: result.outcome,
        })
        .execute();
      const updated = await trx
        .updateTable('webhook_deliveries')
        .set({
          failures,
          sending_until: null,
          ...(finished
            ? { state: finished, finished_at: now, next_attempt_at: null }
            : { next_attempt_at: iso(nowMs + (delay as number)) }),
        })
        .where('id', '=', delivery.id)
        .where('attempts', '=', delivery.attempts)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0 || !finished || delivery.event_type === WEBHOOK_TEST_TYPE)
        return;
      if (finished === 'succeeded') {
        await trx
          .updateTable('webhooks')
          .set({ consecutive_failures: 0 })
          .where('id', '=', delivery.webhook_id)
          .execute();
        return;
      }
      await trx
        .updateTable('webhooks')
        .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
        .where('id', '=', delivery.webhook_id)
        .execute();
      const disabled = await trx
        .updateTable('webhooks')
        .set({ enabled: false, disabled_at: now, updated_at: now })
        .where('id', '=', delivery.webhook_id)
        .where('enabled', '=', true)
        .where('consecutive_failures', '>=', WEBHOOK_FAILURES_TO_DISABLE)
        .executeTakeFirst();
      if (Number(disabled.numUpdatedRows) > 0)
        log.warn(
          { webhook: delivery.webhook_id },
          `webhook switched off after ${WEBHOOK_FAILURES_TO_DISABLE} failed deliveries in a row`,
        );
    });
  }

  /** Sends what is due now, SENT_AT_ONCE at a time, until nothing is; answers how many were tried. */
  async function sendDue(): Promise<number> {
    let tried = 0;
    while (!stopping) {
      const claimed = await claim(SENT_AT_ONCE);
      if (claimed.length === 0) break;
      const endpoints = new Map(
        (
          await db
            .selectFrom('webhooks')
            .select(['id', 'url', 'secret'])
            .where(
              'id',
              'in',
              claimed.map((d) => d.webhook_id),
            )
            .execute()
        ).map((row) => [row.id, row]),
      );
      await Promise.all(
        claimed.map(async (delivery) => {
          const endpoint = endpoints.get(delivery.webhook_id);
          if (!endpoint) return; // deleted meanwhile: its deliveries went with it
          const result = await post(delivery, endpoint);
          // Cut short by shutting down: left taken, sent again once the claim runs out.
          if (stopping && result.outcome === 'failed' && result.status_code === null) return;
          await record(delivery, result).catch((err) =>
            log.warn({ err, delivery: delivery.id }, 'webhook try not recorded; it will be sent again'),
          );
        }),
      );
      tried += claimed.length;
    }
    return tried;
  }

  return {
    sendDue,
    /** SQLite has one process: what it had taken when it stopped is free again at start. */
    async releaseClaims() {
      if (dialect !== 'sqlite') return;
      await transaction(db, (trx) =>
        trx
          .updateTable('webhook_deliveries')
          .set({ sending_until: null })
          .where('state', '=', 'pending')
          .where('sending_until', 'is not', null)
          .execute(),
      );
    },
    stop() {
      stopping = true;
    },
  };
}

export type WebhookSender = ReturnType<typeof webhookSender>;

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Client } from 'pg';
import { ownClientOptions, pg } from '../db/postgres-pool.js';
import { faultKind } from '../lib/faults.js';

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

/** One channel per schema, so apps on other schemas of the same database never wake each other. */
export function clusterChannel(schema: string | undefined) {
  return schema ? `land_office_events_${schema}` : 'land_office_events';
}

interface Message {
  from: string;
  topic: string;
  data?: unknown;
}

export interface ClusterEvents {
  /**
   * Tells every other instance on the database. Publishes on one topic in quick succession are
   * coalesced: the others get the last one, in order, never an older one after a newer; or, given
   * `merge`, one whose data is `merge(queued, data)`, for topics where every message counts.
   */
  publish(topic: string, data?: unknown, merge?: (queued: unknown, data: unknown) => unknown): void;
  /** Runs `handler` for each message another instance publishes on `topic`. */
  subscribe(topic: string, handler: (data: unknown) => void): void;
  /** Runs `handler` each time the listening connection is (re)opened: messages sent meanwhile were missed. */
  onConnect(handler: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    clusterEvents: ClusterEvents;
  }
}

/**
 * Messages between the instances sharing one PostgreSQL: NOTIFY to publish (a JSON payload naming
 * the sender, which ignores its own), LISTEN on a dedicated connection to receive. A lost
 * listening connection is reopened with backoff. On SQLite (one instance) publishing does nothing.
 */
async function clusterEvents(app: FastifyInstance) {
  const instanceId = randomUUID();
  const channel = clusterChannel(app.config.databaseSchema);
  const handlers = new Map<string, Array<(data: unknown) => void>>();
  const connectHandlers: Array<() => void> = [];
  /** Topics waiting to be sent, each with its latest data (a Map keeps first-publish order). */
  const pending = new Map<string, unknown>();
  const pool = app.dialect === 'postgres' ? app.pgPool : undefined;
  /** The listening connection, from the moment it starts connecting until it is lost. */
  let current: Client | undefined;
  let closing = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let sending = false;

  const deliver = (payload: string) => {
    let message: Message;
    try {
      message = JSON.parse(payload) as Message;
    } catch {
      return;
    }
    if (message.from === instanceId) return;
    for (const handler of handlers.get(message.topic) ?? []) handler(message.data);
  };

  /** A database that is down is the fault log's to say, once; anything else is worth its own warning. */
  const report = (err: unknown, message: string) => {
    const kind = faultKind(err);
    if (kind) app.faults.raise('database', kind, err);
    else app.log.warn({ err }, message);
  };

  const listen = async () => {
    if (!pool) return;
    retryTimer = undefined;
    const client = new pg.Client(ownClientOptions(pool));
    current = client;
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) deliver(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (err) {
      if (!closing) report(err, 'cluster events: LISTEN failed, retrying');
      lose(client);
      return;
    }
    if (current !== client) return;
    if (retryMs !== RETRY_MIN_MS) app.log.info('cluster events: listening again');
    retryMs = RETRY_MIN_MS;
    for (const handler of connectHandlers) handler();
  };

  const lose = (client: Client) => {
    if (current !== client) return;
    current = undefined;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (closing) return;
    // The fault log said it once (a database down); each retry is news only when debugging.
    app.log.debug({ retryMs }, 'cluster events: no LISTEN connection, reconnecting');
    retryTimer = setTimeout(listen, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  // One NOTIFY at a time: what is published meanwhile waits in `pending`, latest data per topic.
  const send = async () => {
    if (!pool || sending) return;
    sending = true;
    try {
      while (pending.size > 0 && !closing) {
        const [topic, data] = pending.entries().next().value as [string, unknown];
        pending.delete(topic);
        const message: Message = { from: instanceId, topic, data };
        await pool.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(message)]);
      }
    } catch (err) {
      report(err, 'cluster events: NOTIFY failed; other instances may miss a change');
    } finally {
      sending = false;
    }
  };

  app.decorate('clusterEvents', {
    publish(topic, data, merge) {
      if (!pool) return;
      pending.set(topic, merge && pending.has(topic) ? merge(pending.get(topic), data) : data);
      void send();
    },
    subscribe(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    onConnect(handler) {
      connectHandlers.push(handler);
    },
  } satisfies ClusterEvents);

  app.addHook('onClose', async () => {
    closing = true;
    if (retryTimer) clearTimeout(retryTimer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  });

  await listen();
}

export default fp(clusterEvents, { name: 'cluster-events', dependencies: ['db'] });

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LogEvent } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config.js';
import { createDb, type Db, type Dialect } from '../db/index.js';
import { setRetryPolicy } from '../db/transaction.js';
import { faultKind } from '../lib/faults.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
    pgPool?: pg.Pool;
  }
}

/** A query that changes something: it ends a full or read-only fault when it works. */
const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

async function dbPlugin(app: FastifyInstance, config: Config) {
  const handle = createDb(config, {
    // A request waits no longer for a statement's answer than for a connection.
    statementTimeoutMs: config.dbAcquireTimeoutMs,
    observe(event) {
      // Asked of every outcome, failures too: on SQLite it keeps count of what reached the disk.
      const reachedDisk = wrote(event);
      if (event.level === 'error') {
        const kind = faultKind(event.error);
        if (kind) app.faults.raise('database', kind, event.error);
      } else app.faults.worked('database', reachedDisk);
    },
  });
  // A write that worked ends a full or read-only fault. On SQLite only one that reached the disk
  // counts (a full disk takes writes that change nothing, and a transaction's statements until
  // COMMIT); on PostgreSQL a statement fails itself when the disk refuses it.
  const wrote = (event: LogEvent) =>
    handle.wroteToDisk?.(event) ??
    (event.level === 'query' && (/^commit$/i.test(event.query.sql) || WRITES.has(event.query.query.kind)));
  setRetryPolicy(handle.db, { dialect: handle.dialect, busyDeadlineMs: config.dbBusyDeadlineMs });
  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.decorate('pgPool', handle.pool);
  app.addHook('onClose', async () => handle.db.destroy());
}

export default fp(dbPlugin, { name: 'db', dependencies: ['errors'] });

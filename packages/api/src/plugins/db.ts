import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Config } from '../config.js';
import { createDb, type Db, type Dialect } from '../db/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
    pgPool?: pg.Pool;
  }
}

async function dbPlugin(app: FastifyInstance, config: Config) {
  const handle = createDb(config);
  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.decorate('pgPool', handle.pool);
  app.addHook('onClose', async () => handle.db.destroy());
}

export default fp(dbPlugin, { name: 'db' });

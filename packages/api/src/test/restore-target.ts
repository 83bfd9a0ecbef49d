import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyDb } from '../backup/tables.js';
import { loadConfig } from '../config.js';
import { createDb, type Dialect } from '../db/index.js';
import { TEST_DATABASE_URL, withPgClient } from './postgres.js';

/**
 * An empty place to restore into: a DATA_DIR that does not exist yet, and on PostgreSQL a new,
 * empty schema. `leftovers` lists what is there now, so a refused restore can be shown to have
 * written nothing: no DATA_DIR, no database file, no table.
 */
export async function emptyTarget(dialect: Dialect, env: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'land-office-restore-'));
  const dataDir = join(root, 'data');
  const schema = dialect === 'postgres' ? `r_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await withPgClient((c) => c.query(`create schema ${schema}`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SCRAPER_INTERVAL_SECONDS: '0',
    ...(schema ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const open = async <T>(fn: (db: AnyDb) => Promise<T>) => {
    const handle = createDb(config);
    try {
      return await fn(handle.db as AnyDb);
    } finally {
      await handle.db.destroy();
    }
  };
  const leftovers = async () => {
    const files = existsSync(dataDir) ? ['DATA_DIR', ...readdirSync(dataDir)] : [];
    const tables = schema
      ? await withPgClient(async (c) => {
          const { rows } = await c.query('select tablename from pg_tables where schemaname = $1', [schema]);
          return rows.map((r) => `table ${r.tablename}`);
        })
      : [];
    return [...files, ...tables];
  };
  const drop = async () => {
    if (schema) await withPgClient((c) => c.query(`drop schema ${schema} cascade`));
    rmSync(root, { recursive: true, force: true });
  };
  return { config, dataDir, open, leftovers, drop };
}

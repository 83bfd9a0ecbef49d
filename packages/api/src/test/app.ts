import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type App, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Dialect } from '../db/index.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { bootstrapAdmin } from '../modules/auth/bootstrap.js';
import { TEST_DATABASE_URL, withPgClient } from './postgres.js';

export const TEST_ADMIN = {
  username: 'tester',
  password: 'correct-horse-battery',
  email: 'tester@example.com',
};

export interface TestContext {
  app: App;
  config: Config;
  dialect: Dialect;
  /** Signs in as the test admin and returns the `authorization` header value. */
  auth(): Promise<string>;
}

/** A fresh, migrated app on its own database: a temp SQLite file, or a new PostgreSQL schema. */
export async function startTestApp(dialect: Dialect, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'land-office-test-'));
  const schema = dialect === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await withPgClient((c) => c.query(`create schema ${schema}`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SCRAPER_INTERVAL_SECONDS: '0',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ...(schema ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const app = await buildApp(config);
  await migrateToLatest(app.db);
  await bootstrapAdmin(app.db, config.admin);
  await app.ready();
  let token: string | undefined;
  const auth = async () => {
    if (!token) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      });
      token = res.json().token as string;
    }
    return `Bearer ${token}`;
  };
  const stop = async () => {
    // A stop that hangs fails its suite on the hook timeout; say which step it hangs in.
    let step = 'closing the app';
    const started = Date.now();
    const slow = setInterval(() => {
      const resources = process.getActiveResourcesInfo().join(', ');
      console.error(
        `test app ${schema ?? dataDir}: still ${step} after ${Date.now() - started} ms (${resources})`,
      );
    }, 10_000);
    try {
      await app.close();
      step = 'dropping the schema';
      if (schema) await withPgClient((c) => c.query(`drop schema ${schema} cascade`));
    } finally {
      clearInterval(slow);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, config, dialect, auth, stop };
}

/**
 * Runs a suite once on SQLite and once on PostgreSQL (when one answers), each on a fresh database.
 * The callback receives a context whose fields are filled before the first test.
 */
export function describeEachDb(
  title: string,
  suite: (ctx: TestContext) => void,
  env: Record<string, string> = {},
) {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const skip = dialect === 'postgres' && !inject('postgres');
    (skip ? describe.skip : describe)(`${title} [${dialect}]`, () => {
      const ctx = { dialect } as TestContext;
      let stop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const started = await startTestApp(dialect, env);
        Object.assign(ctx, started);
        stop = started.stop;
      });
      afterAll(async () => stop?.());
      suite(ctx);
    });
  }
}

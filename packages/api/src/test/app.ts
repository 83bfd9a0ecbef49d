import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response as InjectResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { type App, type AppOptions, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Dialect } from '../db/index.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { parseAllowedAddress } from '../lib/allowed-addresses.js';
import { bootstrapAdmin } from '../modules/auth/bootstrap.js';
import { TEST_DATABASE_URL, withPgClient } from './postgres.js';

export const TEST_ADMIN = {
  username: 'tester',
  password: 'correct-horse-battery',
  email: 'tester@example.com',
};

/** FETCH_ALLOW_PRIVATE for tests: their own loopback servers. A test of the address rules narrows it. */
export const TEST_ALLOW_PRIVATE = '127.0.0.0/8,::1/128';

/** A FETCH_ALLOW_PRIVATE text as createFetcher takes it, for tests that build a fetcher themselves. */
export const allowList = (text = TEST_ALLOW_PRIVATE) =>
  text.split(',').flatMap((entry) => parseAllowedAddress(entry) ?? []);

export interface TestContext {
  app: App;
  config: Config;
  dialect: Dialect;
  /** Signs in as the test admin and returns the `authorization` header value. */
  auth(): Promise<string>;
  /** A request as the signed-in test admin. */
  admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<InjectResponse>;
}

export interface TestAppOptions extends AppOptions {
  /** Runs on the built app before it is ready: a test's own plugin, as a newcomer would add one. */
  prepare?: (app: App) => Promise<unknown>;
}

/** A fresh, migrated app on its own database: a temp SQLite file, or a new PostgreSQL schema. */
export async function startTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  { prepare, ...options }: TestAppOptions = {},
) {
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
    // The fixture servers tests point the scraper and the profile lookup at are on loopback.
    FETCH_ALLOW_PRIVATE: TEST_ALLOW_PRIVATE,
    ...(schema ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const app = await buildApp(config, options);
  await migrateToLatest(app.db);
  await bootstrapAdmin(app.db, config.admin);
  await prepare?.(app);
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
  const admin: TestContext['admin'] = async (method, url, payload) =>
    app.inject({ method, url, payload: payload as object, headers: { authorization: await auth() } });
  return { app, config, dialect, auth, admin, stop };
}

/**
 * Runs a suite once on SQLite and once on PostgreSQL (when one answers), each on a fresh database.
 * The callback receives a context whose fields are filled before the first test.
 */
export function describeEachDb(
  title: string,
  suite: (ctx: TestContext) => void,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const skip = dialect === 'postgres' && !inject('postgres');
    (skip ? describe.skip : describe)(`${title} [${dialect}]`, () => {
      const ctx = { dialect } as TestContext;
      let stop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const started = await startTestApp(dialect, env, options);
        Object.assign(ctx, started);
        stop = started.stop;
      });
      afterAll(async () => stop?.());
      suite(ctx);
    });
  }
}

/** describeEachDb when `condition` holds, else the suite shown as skipped (it needs what is missing). */
export function describeEachDbIf(condition: boolean): typeof describeEachDb {
  return condition ? describeEachDb : (title) => describe.skip(title, () => it.skip(title, () => {}));
}

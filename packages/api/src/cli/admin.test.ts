import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userMessages } from '@land-office/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createDb } from '../db/index.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { buildApi } from '../test/server.js';

const cli = new URL('../../dist/cli/admin.js', import.meta.url).pathname;

// Issue "Review findings" §13: `npm run admin` holds a password to the web's policy.
describe('npm run admin', () => {
  let dataDir: string;
  const admin = (...args: string[]) =>
    spawnSync(process.execPath, [cli, ...args], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
  const usernames = async () => {
    const { db } = createDb(loadConfig({ DATA_DIR: dataDir }));
    try {
      // The CLI refuses before it touches the database: it may have no tables yet.
      await migrateToLatest(db);
      return (await db.selectFrom('users').select('username').orderBy('username').execute()).map(
        (u) => u.username,
      );
    } finally {
      await db.destroy();
    }
  };

  beforeAll(() => {
    buildApi();
    dataDir = mkdtempSync(join(tmpdir(), 'land-office-cli-'));
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a password under 12 characters, or one easy to guess, and creates no one', async () => {
    const short = admin('create', 'marisol', '--password', 'Parcel#2026');
    expect(short.status).toBe(1);
    expect(short.stderr.trim()).toBe(userMessages.passwordTooShort);
    const guessable = admin('create', 'marisol', '--password', 'password1234');
    expect(guessable.status).toBe(1);
    expect(guessable.stderr).toMatch(/^Password is too easy to guess/);
    expect(await usernames()).toEqual([]);
  });

  it('creates a user, and resets a password, with one that passes', async () => {
    const created = admin('create', 'marisol', '--password', 'tide-harbour-lantern-97', '--role', 'editor');
    expect(created.status, created.stderr).toBe(0);
    expect(await usernames()).toEqual(['marisol']);
    const weak = admin('reset-password', 'marisol', '--password', 'qwertyuiop12');
    expect(weak.status).toBe(1);
    const reset = admin('reset-password', 'marisol');
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toMatch(/^Password: \S{12,}$/m);
  });
});

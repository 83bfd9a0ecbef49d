import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MfaRequired, TotpSetup } from '@land-office/contract';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBackup, SQLITE_FILE } from '../backup/backup.js';
import { restoreBackup } from '../backup/restore.js';
import { KEY_FILE, keyFileMaterial, secretBox } from '../lib/secret-box.js';
import { describeEachDb, startTestApp } from '../test/app.js';
import { emptyTarget } from '../test/restore-target.js';
import { addUser, STRONG_PASSWORD } from '../test/users.js';
import { sweepSecrets } from './secrets.js';

// Issue "Review findings" §11: secrets kept in the database are sealed with a key that is not.

const KEY_A = 'a-key-of-this-installation-32-characters-or-more';
const KEY_B = 'the-key-it-rotates-to-32-characters-or-more-too';

describe('the secret box', () => {
  it('opens what it sealed, each seal different, and nothing altered or sealed by another key', () => {
    const box = secretBox(KEY_A);
    const one = box.seal('JBSWY3DPEHPK3PXP');
    const two = box.seal('JBSWY3DPEHPK3PXP');
    expect(one).not.toBe(two);
    expect(one).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(one)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.isCurrent(one)).toBe(true);
    expect(secretBox(KEY_B).open(one)).toBeUndefined();
    const at = one.length - 5;
    const flipped = `${one.slice(0, at)}${one[at] === 'A' ? 'B' : 'A'}${one.slice(at + 1)}`;
    expect(box.open(flipped)).toBeUndefined();
    // A previous key opens what it sealed; the current one seals.
    const rotated = secretBox(KEY_B, [KEY_A]);
    expect(rotated.open(one)).toBe('JBSWY3DPEHPK3PXP');
    expect(rotated.isCurrent(one)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('x'))).toBe(true);
    // What was stored before encryption is its own plain text, to be sealed by the sweep.
    expect(box.open('whsec_plain')).toBe('whsec_plain');
  });

  it('makes DATA_DIR/secret.key on first use, readable by its owner only, and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'land-office-key-'));
    try {
      const made = keyFileMaterial(join(dir, 'data'));
      expect(made).toMatch(/^[\w-]{43}$/);
      expect(statSync(join(dir, 'data', KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(keyFileMaterial(join(dir, 'data'))).toBe(made);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

let now = Date.parse('2026-12-07T12:00:00Z');
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(now / 1000) });

describeEachDb(
  'secrets at rest',
  (t) => {
    let secret: string;
    let whsec: string;
    const stored = async () => ({
      totp: (
        await t.app.db
          .selectFrom('users')
          .select('totp_secret')
          .where('username', '=', 'sealed-sam')
          .executeTakeFirst()
      )?.totp_secret as string,
      webhook: (await t.app.db.selectFrom('webhooks').select('secret').executeTakeFirstOrThrow()).secret,
      preview: (await t.app.db.selectFrom('signing_keys').select('secret').executeTakeFirstOrThrow()).secret,
    });
    /** Signs sealed-sam in over `app` with the password and a code of their authenticator app. */
    const signInWithCode = async (app = t.app) => {
      now += 60_000;
      const login = await app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username: 'sealed-sam', password: STRONG_PASSWORD },
      });
      const { mfa_token } = login.json() as MfaRequired;
      expect(mfa_token, login.body).toBeDefined();
      return app.inject({
        method: 'POST',
        url: '/api/admin/auth/mfa',
        payload: { mfa_token, code: await codeAt(secret) },
      });
    };
    /** Another server on the same database, with `env` (its own DATA_DIR on PostgreSQL). */
    const sameDatabase = (env: Record<string, string>) =>
      startTestApp(
        t.dialect,
        {
          ...(t.dialect === 'postgres'
            ? { DATABASE_SCHEMA: t.config.databaseSchema as string }
            : { DATA_DIR: t.config.dataDir }),
          ...env,
        },
        { clock: () => now },
      );

    beforeAll(async () => {
      const sam = await addUser(t, 'sealed-sam', 'editor');
      const setup = (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/account/totp/setup',
          headers: { authorization: sam.auth },
        })
      ).json() as TotpSetup;
      secret = setup.secret;
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/admin/account/totp/confirm',
        headers: { authorization: sam.auth },
        payload: { code: await codeAt(secret) },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      whsec = (
        await t.admin('POST', '/api/admin/webhooks', {
          url: 'http://127.0.0.1:9/hook',
          events: ['scrape.failed'],
        })
      ).json().secret;
      const post = await t.admin('POST', '/api/blog/admin', {
        title: 'Draft',
        slug: 'sealed-draft',
        content: '<p>x</p>',
        published: false,
      });
      expect(post.statusCode, post.body).toBe(200);
      const preview = await t.admin('POST', '/api/admin/preview', {
        resource: 'blog',
        id: post.json().post.id,
      });
      expect(preview.statusCode, preview.body).toBe(200);
    });

    it('keeps the TOTP secret, the webhook signing secret and the preview key sealed, never in plain', async () => {
      const rows = await stored();
      for (const value of Object.values(rows)) expect(value).toMatch(/^enc:v1:/);
      expect(rows.totp).not.toContain(secret);
      expect(rows.webhook).not.toContain(whsec.slice('whsec_'.length));
      expect((await signInWithCode()).statusCode).toBe(200);
    });

    it('seals at the next start what was stored in plain before', async () => {
      await t.app.db
        .updateTable('users')
        .set({ totp_secret: secret })
        .where('username', '=', 'sealed-sam')
        .execute();
      await t.app.db.updateTable('webhooks').set({ secret: whsec }).execute();
      // The same installation's key, as every server sharing a database has.
      const next = await sameDatabase({ SECRET_KEY: keyIn(t.config.dataDir) as string });
      try {
        const rows = await stored();
        expect(rows.totp).toMatch(/^enc:v1:/);
        expect(rows.webhook).toMatch(/^enc:v1:/);
        expect((await signInWithCode(next.app)).statusCode).toBe(200);
      } finally {
        await next.app.close();
      }
    });

    it('rotates: SECRET_KEY new and the old key in SECRET_KEY_PREVIOUS, then the new key alone', async () => {
      const old = keyIn(t.config.dataDir) as string;
      const before = await stored();
      const rotated = await sameDatabase({ SECRET_KEY: KEY_B, SECRET_KEY_PREVIOUS: old });
      let after: Awaited<ReturnType<typeof stored>>;
      try {
        after = await stored();
        for (const [name, value] of Object.entries(after)) {
          expect(value, name).not.toBe(before[name as keyof typeof before]);
          expect(secretBox(KEY_B).isCurrent(value), name).toBe(true);
        }
      } finally {
        await rotated.app.close();
      }
      // The old key is no longer needed: a server with the new one alone signs in and verifies.
      const dataDir = mkdtempSync(join(tmpdir(), 'land-office-rotated-'));
      const alone =
        t.dialect === 'postgres'
          ? await sameDatabase({ SECRET_KEY: KEY_B, DATA_DIR: dataDir })
          : await sameDatabase({ SECRET_KEY: KEY_B });
      try {
        expect((await signInWithCode(alone.app)).statusCode).toBe(200);
        expect(secretBox(KEY_B).open(after.webhook)).toBe(whsec);
      } finally {
        await alone.app.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
      // Back to the suite's own key for what follows.
      const back = await sameDatabase({ SECRET_KEY: old, SECRET_KEY_PREVIOUS: KEY_B });
      await back.app.close();
    });

    it('a server started without the key says so at its start, and changes nothing', async () => {
      const before = await stored();
      const lines: string[] = [];
      const dataDir = mkdtempSync(join(tmpdir(), 'land-office-keyless-'));
      try {
        // Its own DATA_DIR (no secret.key of this installation), the same database.
        if (t.dialect === 'sqlite')
          for (const file of [SQLITE_FILE, `${SQLITE_FILE}-wal`])
            if (existsSync(join(t.config.dataDir, file)))
              copyFileSync(join(t.config.dataDir, file), join(dataDir, file));
        const keyless = await startTestApp(
          t.dialect,
          {
            DATA_DIR: dataDir,
            LOG_LEVEL: 'error',
            ...(t.dialect === 'postgres' ? { DATABASE_SCHEMA: t.config.databaseSchema as string } : {}),
          },
          { clock: () => now, logStream: { write: (line) => lines.push(line) } },
        );
        await keyless.app.close();
        const said = lines.map((line) => JSON.parse(line).msg as string);
        expect(said).toContainEqual(
          expect.stringMatching(
            /^secrets in the database were sealed with a key this server does not have: every server sharing a database needs the same key .* 1 user\(s\) cannot sign in with their authenticator app, 1 webhook endpoint\(s\) cannot be signed/,
          ),
        );
        if (t.dialect === 'postgres') expect(await stored()).toEqual(before);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('leaves alone, and says, what a server without the key cannot open', async () => {
      const before = await stored();
      const swept = await sweepSecrets(t.app.db, secretBox(KEY_A), {
        now: new Date(now).toISOString(),
        forget: false,
      });
      expect(swept).toMatchObject({ resealed: 0, totp: ['sealed-sam'], signingKeys: ['preview'] });
      expect(swept.webhooks).toHaveLength(1);
      expect(await stored()).toEqual(before);
    });

    it('restored elsewhere without the key: the user sets up their app again, the endpoint is off, and the restore says so', async () => {
      const work = mkdtempSync(join(tmpdir(), 'land-office-sealed-backup-'));
      const target = await emptyTarget(t.dialect);
      try {
        const archive = join(work, 'backup.tar.gz');
        await createBackup(t.config, archive);
        const restored = await restoreBackup(target.config, archive);
        expect(restored.secrets).toMatchObject({ totp: ['sealed-sam'], signingKeys: ['preview'] });
        expect(restored.secrets.webhooks).toHaveLength(1);
        const rows = await target.open(async (db) => ({
          sam: await db
            .selectFrom('users')
            .select(['totp_secret', 'totp_enabled_at'])
            .where('username', '=', 'sealed-sam')
            .executeTakeFirst(),
          hooks: await db.selectFrom('webhooks').select('enabled').execute(),
        }));
        expect(rows.sam).toEqual({ totp_secret: null, totp_enabled_at: null });
        expect(rows.hooks.map((h) => Boolean(h.enabled))).toEqual([false]);
      } finally {
        await target.drop();
        rmSync(work, { recursive: true, force: true });
      }
    });
  },
  {},
  { clock: () => now },
);

/** The key in a DATA_DIR's secret.key, if there is one. */
function keyIn(dataDir: string): string | undefined {
  try {
    return readFileSync(join(dataDir, KEY_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
}

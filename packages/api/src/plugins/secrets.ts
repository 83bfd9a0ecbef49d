import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.js';
import { installationBox, KEY_FILE, type SecretBox } from '../lib/secret-box.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the secrets kept in the database (lib/secret-box.ts). */
    secrets: SecretBox;
  }
}

/** What a sweep found: sealed again under the current key, or sealed by a key not here. */
export interface SweepResult {
  resealed: number;
  /** Users whose TOTP secret no key here opens. */
  totp: string[];
  /** Webhook endpoints whose signing secret no key here opens. */
  webhooks: number[];
  /** Signing keys (the preview links') no key here opens. */
  signingKeys: string[];
}

export const unreadableCount = (swept: SweepResult) =>
  swept.totp.length + swept.webhooks.length + swept.signingKeys.length;

/**
 * Seals, under the current key, every secret stored in plain (from before encryption) or under a
 * previous key, and lists what no key here opens. With `forget` (a restore, which knows the rows
 * came from elsewhere), what no key opens is let go: the user's TOTP is cleared (they set up their
 * authenticator app again; with two-factor required they are led to at their next sign-in), the
 * webhook endpoint is switched off, a signing key is dropped (a new one is made on first use).
 * Each update names the value it read, so two instances sweeping at once agree.
 */
export async function sweepSecrets(
  db: Db,
  box: SecretBox,
  { now, forget }: { now: string; forget: boolean },
): Promise<SweepResult> {
  const result: SweepResult = { resealed: 0, totp: [], webhooks: [], signingKeys: [] };
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    .execute();
  for (const user of users) {
    const stored = user.totp_secret as string;
    if (box.isCurrent(stored)) continue;
    const plain = box.open(stored);
    const update = db.updateTable('users').where('id', '=', user.id).where('totp_secret', '=', stored);
    if (plain !== undefined) {
      await update.set({ totp_secret: box.seal(plain) }).execute();
      result.resealed++;
      continue;
    }
    result.totp.push(user.username);
    if (forget)
      await update.set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null }).execute();
  }
  for (const hook of await db.selectFrom('webhooks').select(['id', 'secret']).execute()) {
    if (box.isCurrent(hook.secret)) continue;
    const plain = box.open(hook.secret);
    const update = db.updateTable('webhooks').where('id', '=', hook.id).where('secret', '=', hook.secret);
    if (plain !== undefined) {
      await update.set({ secret: box.seal(plain) }).execute();
      result.resealed++;
      continue;
    }
    result.webhooks.push(hook.id);
    if (forget) await update.set({ enabled: false, disabled_at: now, updated_at: now }).execute();
  }
  for (const key of await db.selectFrom('signing_keys').select(['name', 'secret']).execute()) {
    if (box.isCurrent(key.secret)) continue;
    const plain = box.open(key.secret);
    if (plain !== undefined) {
      await db
        .updateTable('signing_keys')
        .set({ secret: box.seal(plain) })
        .where('name', '=', key.name)
        .where('secret', '=', key.secret)
        .execute();
      result.resealed++;
      continue;
    }
    result.signingKeys.push(key.name);
    if (forget)
      await db
        .deleteFrom('signing_keys')
        .where('name', '=', key.name)
        .where('secret', '=', key.secret)
        .execute();
  }
  return result;
}

/**
 * The secret box of this installation (`installationBox`), and the start's sweep once the app
 * is ready (after migrations): what is in plain or under a previous key is sealed under the
 * current one. What no key here opens is left as it is, and said plainly in the log: every
 * server sharing a database needs the same key.
 */
async function secretsPlugin(app: FastifyInstance) {
  const box = installationBox(app.config);
  app.decorate('secrets', box);
  app.addHook('onReady', async () => {
    // A database that cannot be asked yet delays no start: what is in plain still opens, and the
    // next start sweeps.
    const now = new Date(app.clock()).toISOString();
    const swept = await sweepSecrets(app.db, box, { now, forget: false }).catch((err) => {
      app.log.warn({ err }, 'secrets not swept at start; the next start tries again');
      return undefined;
    });
    if (!swept) return;
    if (swept.resealed) app.log.info({ resealed: swept.resealed }, 'secrets sealed under the current key');
    if (unreadableCount(swept))
      app.log.error(
        { users: swept.totp, webhooks: swept.webhooks, signingKeys: swept.signingKeys },
        `secrets in the database were sealed with a key this server does not have: every server sharing a database needs the same key (SECRET_KEY, or the same DATA_DIR/${KEY_FILE}). ` +
          `Until then ${swept.totp.length} user(s) cannot sign in with their authenticator app, ` +
          `${swept.webhooks.length} webhook endpoint(s) cannot be signed (their deliveries fail), ` +
          `and preview links ${swept.signingKeys.length ? 'cannot be made' : 'work'}.`,
      );
  });
}

export default fp(secretsPlugin, { name: 'secrets', dependencies: ['db'] });

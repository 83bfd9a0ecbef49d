import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { nowIso, touched } from '../../db/rows.js';
import type { AuthChallengeTable } from '../../db/schema.js';
import { hashToken } from './repository.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** Recovery codes are typed by hand: compared without case, spaces or dashes. */
export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Ten characters of an unambiguous alphabet (50 bits), shown as XXXXX-XXXXX. */
export function newRecoveryCode() {
  const chars = [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The second factors of each user, and the short-lived challenges of a sign-in in two steps. */
export function twoFactorRepository(db: Db, now: () => number) {
  /** TOTP off: the secret and the recovery codes go. */
  const disableTotp = async (userId: number) => {
    await db
      .updateTable('users')
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', userId)
      .execute();
    await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  };
  return {
    async factorsOf(userId: number) {
      const [user, passkeys] = await Promise.all([
        db.selectFrom('users').select('totp_enabled_at').where('id', '=', userId).executeTakeFirst(),
        db.selectFrom('passkeys').select('id').where('user_id', '=', userId).execute(),
      ]);
      return { totp: Boolean(user?.totp_enabled_at), passkeys: passkeys.length };
    },

    /** Ends the sessions of every user without a second factor, but `keep` (a session id). */
    endSessionsWithoutFactor: (keep: number | undefined) =>
      db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.and([
            eb('admin_id', 'in', eb.selectFrom('users').select('id').where('totp_enabled_at', 'is', null)),
            eb('admin_id', 'not in', eb.selectFrom('passkeys').select('user_id')),
            ...(keep === undefined ? [] : [eb('id', '!=', keep)]),
          ]),
        )
        .execute(),

    /** The ids of users with a second factor, for the users list. */
    async usersWithFactors(): Promise<Set<number>> {
      const [totp, passkeys] = await Promise.all([
        db.selectFrom('users').select('id').where('totp_enabled_at', 'is not', null).execute(),
        db.selectFrom('passkeys').select('user_id as id').distinct().execute(),
      ]);
      return new Set([...totp, ...passkeys].map((r) => r.id));
    },

    totpOf: (userId: number) =>
      db
        .selectFrom('users')
        .select(['totp_secret', 'totp_enabled_at', 'totp_last_step', 'password_hash', 'username', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst(),

    setPendingTotp: (userId: number, secret: string) =>
      db
        .updateTable('users')
        .set({ totp_secret: secret, totp_enabled_at: null, totp_last_step: null })
        .where('id', '=', userId)
        .execute(),

    enableTotp: (userId: number, step: number) =>
      db
        .updateTable('users')
        .set({ totp_enabled_at: iso(now()), totp_last_step: step })
        .where('id', '=', userId)
        .execute(),

    disableTotp,

    /** Removes every second factor of the user: TOTP, recovery codes, passkeys. */
    clearFactors: async (userId: number) => {
      await disableTotp(userId);
      await db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
    },

    /** Records that `step`'s code was used; false when it, or a later one, already was (a replay). */
    useTotpStep: async (userId: number, step: number) =>
      touched(
        await db
          .updateTable('users')
          .set({ totp_last_step: step })
          .where('id', '=', userId)
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
          .executeTakeFirst(),
      ) > 0,

    /** Replaces the user's recovery codes with ten new ones, returned once in the clear. */
    async newRecoveryCodes(userId: number): Promise<string[]> {
      const codes = Array.from({ length: 10 }, newRecoveryCode);
      await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await db
        .insertInto('recovery_codes')
        .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code), used_at: null })))
        .execute();
      return codes;
    },

    /** Spends one recovery code; false when it is not the user's or was used. */
    useRecoveryCode: async (userId: number, code: string) =>
      touched(
        await db
          .updateTable('recovery_codes')
          .set({ used_at: iso(now()) })
          .where('user_id', '=', userId)
          .where('code_hash', '=', hashRecoveryCode(code))
          .where('used_at', 'is', null)
          .executeTakeFirst(),
      ) > 0,

    recoveryCodesLeft: async (userId: number) =>
      (
        await db
          .selectFrom('recovery_codes')
          .select('id')
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .execute()
      ).length,

    /** A new challenge; only the token's hash is stored (a passkey ceremony's token is its WebAuthn challenge). */
    async createChallenge(
      kind: AuthChallengeTable['kind'],
      input: { userId: number | null; challenge?: string; ttlMs: number; token?: string },
    ) {
      const token = input.token ?? randomBytes(32).toString('base64url');
      await db
        .insertInto('auth_challenges')
        .values({
          kind,
          token_hash: hashToken(token),
          user_id: input.userId,
          challenge: input.challenge ?? null,
          expires_at: iso(now() + input.ttlMs),
        })
        .execute();
      return token;
    },

    /**
     * Counts one try on a live challenge and returns it; undefined once it expired or ran out of
     * its `maxTries`. The count is one statement, so parallel tries cannot exceed it.
     */
    async tryChallenge(kind: AuthChallengeTable['kind'], token: string, maxTries: number) {
      const row = await db
        .updateTable('auth_challenges')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('token_hash', '=', hashToken(token))
        .where('kind', '=', kind)
        .where('attempts', '<', maxTries)
        .where('expires_at', '>', iso(now()))
        .returning(['id', 'user_id', 'challenge'])
        .executeTakeFirst();
      return row;
    },

    /** A live challenge with tries left, without counting one (asking for passkey options is no try). */
    peekChallenge: (kind: AuthChallengeTable['kind'], token: string, maxTries: number) =>
      db
        .selectFrom('auth_challenges')
        .select(['id', 'user_id', 'challenge'])
        .where('token_hash', '=', hashToken(token))
        .where('kind', '=', kind)
        .where('attempts', '<', maxTries)
        .where('expires_at', '>', iso(now()))
        .executeTakeFirst(),

    /**
     * Refuses to remove a second factor (`removing`) when the owner requires one and it is the
     * user's last: they would keep their access without one until their next sign-in.
     */
    async keepOneIfRequired(userId: number, removing: 'totp' | 'passkey') {
      if (!(await this.requiresTwoFactor())) return true;
      const has = await this.factorsOf(userId);
      const left = removing === 'totp' ? has.passkeys : (has.totp ? 1 : 0) + has.passkeys - 1;
      return left > 0;
    },

    setChallenge: (id: number, challenge: string) =>
      db.updateTable('auth_challenges').set({ challenge }).where('id', '=', id).execute(),

    /** Ends a challenge; false when another request ended it first. */
    endChallenge: async (id: number) =>
      touched(await db.deleteFrom('auth_challenges').where('id', '=', id).executeTakeFirst()) > 0,

    purgeChallenges: () => db.deleteFrom('auth_challenges').where('expires_at', '<=', iso(now())).execute(),

    async requiresTwoFactor(): Promise<boolean> {
      const row = await db
        .selectFrom('security_settings')
        .select('require_two_factor')
        .where('id', '=', 1)
        .executeTakeFirst();
      return Boolean(row?.require_two_factor);
    },

    setRequiresTwoFactor: (require_two_factor: boolean) =>
      db
        .insertInto('security_settings')
        .values({ id: 1, require_two_factor, updated_at: nowIso() })
        .onConflict((oc) => oc.column('id').doUpdateSet({ require_two_factor, updated_at: nowIso() }))
        .execute(),

    /** The user has a second factor now: their sessions opened to enrol are open to everything. */
    enrolled: (userId: number) =>
      db.updateTable('sessions').set({ must_enrol: false }).where('admin_id', '=', userId).execute(),

    passkeysOf: (userId: number) =>
      db
        .selectFrom('passkeys')
        .select(['id', 'name', 'created_at', 'last_used_at', 'credential_id', 'transports'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),

    passkeyByCredential: (credentialId: string) =>
      db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst(),

    addPasskey: (input: {
      userId: number;
      credentialId: string;
      publicKey: string;
      counter: number;
      transports: string[];
      name: string;
    }) =>
      db
        .insertInto('passkeys')
        .values({
          user_id: input.userId,
          credential_id: input.credentialId,
          public_key: input.publicKey,
          counter: input.counter,
          transports: input.transports.join(','),
          name: input.name,
          created_at: iso(now()),
          last_used_at: null,
        })
        .returning(['id', 'name', 'created_at', 'last_used_at'])
        .executeTakeFirstOrThrow(),

    passkeyUsed: (id: number, counter: number) =>
      db
        .updateTable('passkeys')
        .set({ counter, last_used_at: iso(now()) })
        .where('id', '=', id)
        .execute(),

    removePasskey: async (userId: number, id: number) =>
      touched(
        await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),
      ) > 0,
  };
}

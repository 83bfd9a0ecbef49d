import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { touched } from '../../db/rows.js';

import { hashToken } from '../../lib/token-hash.js';

export { hashToken };

export interface SessionLimits {
  /** Sliding: a session ends after this long without use. */
  ttlMs: number;
  /** Absolute: a session ends this long after sign-in, however much it is used. */
  maxMs: number;
  now: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function sessionRepository(db: Db, limits: SessionLimits) {
  const { ttlMs, maxMs, now } = limits;
  /** The expiry after a use at `at`: the sliding one, never past the absolute one. */
  const expiry = (createdAt: number, at: number) => iso(Math.min(at + ttlMs, createdAt + maxMs));
  return {
    /** Creates a session and returns its token; only the token's hash is stored. */
    async create(
      adminId: number,
      client: { ip: string; userAgent?: string },
      mustEnrol = false,
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await db
        .insertInto('sessions')
        .values({
          admin_id: adminId,
          token_hash: hashToken(token),
          created_at: iso(at),
          last_used_at: iso(at),
          expires_at: expiry(at, at),
          ip: client.ip,
          user_agent: client.userAgent?.slice(0, 300) ?? null,
          must_enrol: mustEnrol,
        })
        .execute();
      return token;
    },

    findActive: (token: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.admin_id')
        .select([
          'sessions.id as session_id',
          'sessions.created_at',
          'sessions.last_used_at',
          'sessions.must_enrol',
          'users.id',
          'users.username',
          'users.email',
          'users.role',
          'users.display_name',
        ])
        .where('sessions.token_hash', '=', hashToken(token))
        // Deactivating a user deletes their sessions too; this holds even against one written meanwhile.
        .where('users.is_active', '=', true)
        .where('sessions.expires_at', '>', iso(now()))
        // Also when SESSION_MAX_HOURS was lowered after the session began.
        .where('sessions.created_at', '>', iso(now() - maxMs))
        .executeTakeFirst(),

    touch: (sessionId: number, createdAt: string) => {
      const at = now();
      return db
        .updateTable('sessions')
        .set({ last_used_at: iso(at), expires_at: expiry(Date.parse(createdAt), at) })
        .where('id', '=', sessionId)
        .execute();
    },

    /** The admin's live sessions, most recently used first. */
    listFor: (adminId: number) =>
      db
        .selectFrom('sessions')
        .select(['id', 'token_hash', 'created_at', 'last_used_at', 'expires_at', 'ip', 'user_agent'])
        .where('admin_id', '=', adminId)
        .where('expires_at', '>', iso(now()))
        .where('created_at', '>', iso(now() - maxMs))
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** Ends every session of the user (deactivated, deleted, a new password); returns how many. */
    revokeAll: async (adminId: number) =>
      touched(await db.deleteFrom('sessions').where('admin_id', '=', adminId).executeTakeFirst()),

    revoke: (token: string) => db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute(),

    /** Revokes one of the admin's sessions; false when it has none by that id. */
    revokeById: async (adminId: number, sessionId: number) =>
      touched(
        await db
          .deleteFrom('sessions')
          .where('id', '=', sessionId)
          .where('admin_id', '=', adminId)
          .executeTakeFirst(),
      ) > 0,

    /** Revokes every session of the admin but `keepToken`'s; returns how many. */
    revokeOthers: async (adminId: number, keepToken: string) =>
      touched(
        await db
          .deleteFrom('sessions')
          .where('admin_id', '=', adminId)
          .where('token_hash', '!=', hashToken(keepToken))
          .executeTakeFirst(),
      ),

    purgeExpired: () =>
      db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([eb('expires_at', '<=', iso(now())), eb('created_at', '<=', iso(now() - maxMs))]),
        )
        .execute(),
  };
}

/** How long an address that signed in stays known for its user (spared the per-account delay). */
export const KNOWN_ADDRESS_MS = 30 * 24 * 3_600_000;

const hashAddress = hashToken;

/** Addresses each admin has signed in from, kept as SHA-256 hashes. */
export function signInAddresses(db: Db, now: () => number) {
  return {
    remember: (adminId: number, address: string) => {
      const last_at = iso(now());
      return db
        .insertInto('sign_in_addresses')
        .values({ admin_id: adminId, address_hash: hashAddress(address), last_at })
        .onConflict((oc) => oc.columns(['admin_id', 'address_hash']).doUpdateSet({ last_at }))
        .execute();
    },

    /** Whether `username` signed in from `address` within the last 30 days. */
    isKnown: async (username: string, address: string) =>
      (await db
        .selectFrom('sign_in_addresses')
        .innerJoin('users', 'users.id', 'sign_in_addresses.admin_id')
        .select('sign_in_addresses.admin_id')
        .where(sql`lower(users.username)`, '=', username.toLowerCase())
        .where('sign_in_addresses.address_hash', '=', hashAddress(address))
        .where('sign_in_addresses.last_at', '>', iso(now() - KNOWN_ADDRESS_MS))
        .executeTakeFirst()) !== undefined,
  };
}

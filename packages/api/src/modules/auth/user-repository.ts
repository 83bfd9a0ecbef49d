import { randomBytes } from 'node:crypto';
import { type Role, type User, userMessages } from '@land-office/contract';
import { PostgresAdapter, sql } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/index.js';
import { nowIso, touched } from '../../db/rows.js';
import type { UserTable } from '../../db/schema.js';
import { Conflict } from '../../errors.js';
import { hashToken } from './repository.js';

const columns = [
  'users.id',
  'users.username',
  'users.email',
  'users.display_name',
  'users.role',
  'users.is_active',
  'users.password_hash',
  'users.created_at',
  'users.updated_at',
  'users.last_login_at',
] as const;

type UserRow = Pick<
  UserTable,
  | 'username'
  | 'email'
  | 'display_name'
  | 'role'
  | 'is_active'
  | 'password_hash'
  | 'created_at'
  | 'updated_at'
  | 'last_login_at'
> & { id: number };

/** A user as the API shows them: never the hash, only whether an invitation is pending. */
export const toUser = (row: UserRow, twoFactor = false): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
  display_name: row.display_name || row.username,
  role: row.role,
  is_active: Boolean(row.is_active),
  invited: row.password_hash === '',
  two_factor: twoFactor,
  created_at: row.created_at,
  updated_at: row.updated_at,
  last_login_at: row.last_login_at,
});

/** The admin of a request and of the login answer. */
export const toAdmin = (
  row: Pick<UserRow, 'username' | 'email' | 'display_name' | 'role'> & { id: number },
) => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  display_name: row.display_name || row.username,
});

/** A repeated username or e-mail (either case) as the 409 that names which. */
export function uniqueConflict(err: unknown): never {
  if (!isUniqueViolation(err)) throw err;
  const field = /email/i.test(String((err as Error).message)) ? 'email' : 'username';
  const message = field === 'email' ? userMessages.emailTaken : userMessages.usernameTaken;
  throw new Conflict(message, 'already_exists', { field });
}

export interface NewUser {
  username: string;
  email: string | null;
  display_name?: string;
  role: Role;
  /** Empty for an invitation: nobody can sign in until the invitee chooses a password. */
  passwordHash: string;
}

export function userRepository(db: Db) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    /** By username or e-mail, whatever the case: people sign in with either. */
    findForSignIn: (login: string) =>
      db
        .selectFrom('users')
        .select(columns)
        .where((eb) =>
          eb.or([
            eb(sql`lower(username)`, '=', login.toLowerCase()),
            eb(sql`lower(email)`, '=', login.toLowerCase()),
          ]),
        )
        // The username first, should someone's e-mail be another's username.
        .orderBy(sql`case when lower(username) = ${login.toLowerCase()} then 0 else 1 end`)
        .executeTakeFirst(),

    findByUsername: (username: string) =>
      db
        .selectFrom('users')
        .select(columns)
        .where(sql`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst(),

    findById: (id: number) => db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst(),

    list: () => db.selectFrom('users').select(columns).orderBy('id').execute(),

    count: async () =>
      Number(
        (
          await db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    create: async (input: NewUser) => {
      const now = nowIso();
      return db
        .insertInto('users')
        .values({
          username: input.username,
          email: input.email,
          password_hash: input.passwordHash,
          display_name: input.display_name ?? '',
          role: input.role,
          is_active: true,
          created_at: now,
          updated_at: now,
        })
        .returning(columns)
        .executeTakeFirstOrThrow()
        .catch(uniqueConflict);
    },

    update: (
      id: number,
      changes: Partial<Pick<UserTable, 'username' | 'email' | 'display_name' | 'role' | 'is_active'>>,
    ) =>
      db
        .updateTable('users')
        .set({ ...changes, updated_at: nowIso() })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirst()
        .catch(uniqueConflict),

    setPassword: (id: number, passwordHash: string) =>
      db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: nowIso() })
        .where('id', '=', id)
        .execute(),

    signedIn: (id: number) =>
      db.updateTable('users').set({ last_login_at: nowIso() }).where('id', '=', id).execute(),

    delete: async (id: number) =>
      touched(await db.deleteFrom('users').where('id', '=', id).executeTakeFirst()) > 0,

    /**
     * The ids of the active owners, locked on PostgreSQL until the transaction ends, so two owners
     * demoting each other at once cannot leave none (SQLite's write lock serialises them already).
     */
    activeOwners: async () => {
      const query = db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'owner')
        .where('is_active', '=', true);
      return (await (isPostgres ? query.forUpdate() : query).execute()).map((r) => r.id);
    },
  };
}

export type Purpose = 'invite' | 'reset';

/** One-time links: only the token's hash is stored; a use marks it, so a second use finds nothing. */
export function userTokens(db: Db, now: () => number) {
  return {
    create: async (userId: number, purpose: Purpose, validMs: number) => {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expires_at = new Date(at + validMs).toISOString();
      // A new link replaces the user's earlier ones of the same kind.
      await db
        .deleteFrom('user_tokens')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .execute();
      await db
        .insertInto('user_tokens')
        .values({
          user_id: userId,
          purpose,
          token_hash: hashToken(token),
          created_at: new Date(at).toISOString(),
          expires_at,
          used_at: null,
        })
        .execute();
      return { token, expires_at };
    },

    /** The live link's user, or undefined when it is unknown, used or expired. */
    find: (token: string) =>
      db
        .selectFrom('user_tokens')
        .innerJoin('users', 'users.id', 'user_tokens.user_id')
        .select([...columns, 'user_tokens.id as token_id', 'user_tokens.purpose', 'user_tokens.expires_at'])
        .where('user_tokens.token_hash', '=', hashToken(token))
        .where('user_tokens.used_at', 'is', null)
        .where('user_tokens.expires_at', '>', new Date(now()).toISOString())
        .executeTakeFirst(),

    /** Marks the link used; false when another request used it first. */
    use: async (tokenId: number) =>
      touched(
        await db
          .updateTable('user_tokens')
          .set({ used_at: new Date(now()).toISOString() })
          .where('id', '=', tokenId)
          .where('used_at', 'is', null)
          .executeTakeFirst(),
      ) > 0,
  };
}

/** A new password ends every session of the user: whoever held one must sign in with it. */
export async function setPasswordAndSignOut(trx: Db, userId: number, passwordHash: string) {
  await userRepository(trx).setPassword(userId, passwordHash);
  await trx.deleteFrom('sessions').where('admin_id', '=', userId).execute();
}

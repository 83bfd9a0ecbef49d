import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function adminRepository(db: Db) {
  return {
    findByUsername: (username: string) =>
      db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst(),

    count: async () =>
      Number(
        (
          await db
            .selectFrom('admins')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    create: (input: { username: string; email: string | null; passwordHash: string }) => {
      const now = nowIso();
      return db
        .insertInto('admins')
        .values({
          username: input.username,
          email: input.email,
          password_hash: input.passwordHash,
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'username', 'email'])
        .executeTakeFirstOrThrow();
    },

    setPassword: (username: string, passwordHash: string) =>
      db.transaction().execute(async (trx) => {
        const admin = await trx
          .updateTable('admins')
          .set({ password_hash: passwordHash, updated_at: nowIso() })
          .where('username', '=', username)
          .returning('id')
          .executeTakeFirst();
        if (admin) await trx.deleteFrom('sessions').where('admin_id', '=', admin.id).execute();
        return Boolean(admin);
      }),
  };
}

export function sessionRepository(db: Db) {
  return {
    /** Creates a session and returns its token; only the token's hash is stored. */
    async create(adminId: number, ttlMs: number, ip: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await db
        .insertInto('sessions')
        .values({
          admin_id: adminId,
          token_hash: hashToken(token),
          created_at: now.toISOString(),
          last_used_at: now.toISOString(),
          expires_at: new Date(now.getTime() + ttlMs).toISOString(),
          ip,
        })
        .execute();
      return token;
    },

    findActive: (token: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('admins', 'admins.id', 'sessions.admin_id')
        .select([
          'sessions.id as session_id',
          'sessions.last_used_at',
          'admins.id',
          'admins.username',
          'admins.email',
        ])
        .where('sessions.token_hash', '=', hashToken(token))
        .where('sessions.expires_at', '>', nowIso())
        .executeTakeFirst(),

    touch: (sessionId: number, ttlMs: number) => {
      const now = new Date();
      return db
        .updateTable('sessions')
        .set({ last_used_at: now.toISOString(), expires_at: new Date(now.getTime() + ttlMs).toISOString() })
        .where('id', '=', sessionId)
        .execute();
    },

    revoke: (token: string) => db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute(),

    purgeExpired: () => db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute(),
  };
}

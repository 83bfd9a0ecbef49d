import { sql } from 'kysely';
import { boolType, type MigrationDb, notNull, withId } from './helpers.js';

/**
 * Several people sign in: the administrators' table becomes `users` (renamed, so its ids, the
 * sessions and the activity log that point at them stay as they are), each with a role; the
 * existing administrators become owners. One-time links (invitations, password resets) are kept
 * as hashes in `user_tokens`.
 */
export async function up(db: MigrationDb) {
  await db.schema.alterTable('admins').renameTo('users').execute();
  await db.schema
    .alterTable('users')
    .addColumn('display_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('owner'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('is_active', boolType(db), (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.alterTable('users').addColumn('last_login_at', 'varchar(32)').execute();
  await db.updateTable('users').set({ display_name: sql`username` }).execute();
  // Unique whatever the case: "Ana" and "ana" are one person signing in.
  await db.schema
    .createIndex('users_username_lower')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
  await db.schema
    .createIndex('users_email_lower')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  // The activity log filtered by person, and the list of people it names.
  await db.schema.createIndex('activity_log_admin').on('activity_log').columns(['admin_id', 'id']).execute();

  await withId(db, db.schema.createTable('user_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // invite | reset
    .addColumn('purpose', 'varchar(16)', notNull)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('user_tokens_user').on('user_tokens').column('user_id').execute();
}

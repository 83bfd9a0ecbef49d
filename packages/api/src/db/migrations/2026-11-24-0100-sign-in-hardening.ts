import { type MigrationDb, notNull } from './helpers.js';

/**
 * The sign-in throttle counts in one row per key (an address and username, an address, a
 * username) so that one statement both records an attempt and says whether it may go on; the
 * addresses a user has signed in from are kept (hashed) to spare them the per-account delay;
 * sessions keep the browser that opened them, for the session list.
 */
export async function up(db: MigrationDb) {
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('window_start', 'varchar(32)', notNull)
    .addColumn('count', 'integer', notNull)
    .execute();
  await db.schema.createIndex('login_attempts_window').on('login_attempts').column('window_start').execute();

  await db.schema
    .createTable('sign_in_addresses')
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('address_hash', 'varchar(64)', notNull)
    .addColumn('last_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('sign_in_addresses_pk', ['admin_id', 'address_hash'])
    .execute();

  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(300)').execute();
  await db.schema.dropTable('login_failures').execute();
}

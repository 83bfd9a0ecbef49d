import { type MigrationDb, notNull, withId } from './helpers.js';

export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable('admins'))
    .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(255)')
    .addColumn('password_hash', 'varchar(255)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('last_used_at', 'varchar(32)', notNull)
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('sessions_admin_id').on('sessions').column('admin_id').execute();

  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('username', 'varchar(100)', notNull)
    .addColumn('ip', 'varchar(64)', notNull)
    .addColumn('at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('login_failures_username_at')
    .on('login_failures')
    .columns(['username', 'at'])
    .execute();
  await db.schema.createIndex('login_failures_ip_at').on('login_failures').columns(['ip', 'at']).execute();
}

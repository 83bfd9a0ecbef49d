import { boolType, type MigrationDb, notNull, withId } from './helpers.js';

export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable('support_members'))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)')
    .addColumn('photo_url', 'varchar(2048)')
    .addColumn('email', 'varchar(320)')
    .addColumn('languages', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('roles', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', boolType(db), (c) => c.notNull().defaultTo(true))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('offline'))
    .addColumn('last_seen', 'varchar(32)')
    // pending | found | not_found | failed: which members the background lookup still owes a profile.
    .addColumn('profile_status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('profile_checked_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('support_members_active')
    .on('support_members')
    .columns(['is_active', 'id'])
    .execute();
  await db.schema
    .createIndex('support_members_profile_status')
    .on('support_members')
    .column('profile_status')
    .execute();
}

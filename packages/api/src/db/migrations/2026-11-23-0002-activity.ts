import { type MigrationDb, notNull, withId } from './helpers.js';

export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable('activity_log'))
    .addColumn('at', 'varchar(32)', notNull)
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('username', 'varchar(100)')
    .addColumn('action', 'varchar(32)', notNull)
    .addColumn('resource', 'varchar(40)', notNull)
    .addColumn('resource_id', 'varchar(64)')
    .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('activity_log_resource_id')
    .on('activity_log')
    .columns(['resource', 'id'])
    .execute();
}

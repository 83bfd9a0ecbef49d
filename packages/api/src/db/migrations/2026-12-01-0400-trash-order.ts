import { sql } from 'kysely';
import { trashedTables } from './2026-11-26-0100-history.js';
import type { MigrationDb } from './helpers.js';

/**
 * The trash's pages (issue "Scale" §2): each content table's records in the trash, newest
 * deleted first, by a partial index that holds only those records, so reading a page of the
 * trash costs the same whatever the size of the live content beside it.
 */
export async function up(db: MigrationDb) {
  for (const table of [...trashedTables, 'pages'])
    await db.schema
      .createIndex(`${table}_trash`)
      .on(table)
      .columns(['deleted_at', 'id'])
      .where(sql.ref('deleted_at'), 'is not', null)
      .execute();
}

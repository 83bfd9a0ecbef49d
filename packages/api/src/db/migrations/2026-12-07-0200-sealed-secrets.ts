import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * Room for the secrets sealed at rest (lib/secret-box.ts; issue "Review findings" §11): a sealed
 * value is its plain text, a key id, an IV and a tag, in base64url. SQLite does not hold a
 * varchar to its length; PostgreSQL does. The values themselves are sealed by the start's sweep
 * (plugins/secrets.ts), which needs the key, not by a migration.
 */
export async function up(db: MigrationDb) {
  if (!isPostgres(db)) return;
  for (const [table, column] of [
    ['users', 'totp_secret'],
    ['signing_keys', 'secret'],
    ['webhooks', 'secret'],
  ] as const)
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.setDataType('varchar(400)'))
      .execute();
}

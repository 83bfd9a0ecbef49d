import { type MigrationDb, notNull, withId } from './helpers.js';

/**
 * API tokens (issue "Integrations" §1): only the SHA-256 of each token is kept, as with sessions.
 * Scopes and allowed addresses are comma lists. Revoking deletes the row, so every instance
 * refuses the token at its next request.
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable('api_tokens'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('scopes', 'varchar(500)', notNull)
    .addColumn('allowed_addresses', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'varchar(32)')
    // A token acts for the owner who made it: it goes with them, and works only while they are active.
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('last_used_ip', 'varchar(45)')
    .execute();
}

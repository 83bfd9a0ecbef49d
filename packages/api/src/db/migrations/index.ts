import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../index.js';

/**
 * A migration whose module loads when it is to run: a server whose schema is current (every start
 * but the first after an upgrade) loads none of them.
 */
const lazy = (load: () => Promise<Migration>): Migration => ({ up: async (db) => (await load()).up(db) });

/** Every migration, in order. Forward-only: add a new file, never edit a landed one. */
const migrations: Record<string, Migration> = {
  '2026-11-23-0001-foundation': lazy(() => import('./2026-11-23-0001-foundation.js')),
  '2026-11-23-0002-activity': lazy(() => import('./2026-11-23-0002-activity.js')),
  '2026-11-23-0003-menu': lazy(() => import('./2026-11-23-0003-menu.js')),
  '2026-11-23-0300-settings': lazy(() => import('./2026-11-23-0300-settings.js')),
  '2026-11-23-0200-blog-posts': lazy(() => import('./2026-11-23-0200-blog-posts.js')),
  '2026-11-23-0500-land-scraper': lazy(() => import('./2026-11-23-0500-land-scraper.js')),
  '2026-11-23-0400-support': lazy(() => import('./2026-11-23-0400-support.js')),
  '2026-11-23-0700-blog-list-index': lazy(() => import('./2026-11-23-0700-blog-list-index.js')),
  '2026-11-23-0100-services': lazy(() => import('./2026-11-23-0100-services.js')),
  '2026-11-23-0150-banners': lazy(() => import('./2026-11-23-0150-banners.js')),
  '2026-11-23-0151-heroes': lazy(() => import('./2026-11-23-0151-heroes.js')),
  '2026-11-24-0100-sign-in-hardening': lazy(() => import('./2026-11-24-0100-sign-in-hardening.js')),
  '2026-11-24-0800-faqs': lazy(() => import('./2026-11-24-0800-faqs.js')),
  '2026-11-25-0100-users': lazy(() => import('./2026-11-25-0100-users.js')),
  '2026-11-25-0200-two-factor': lazy(() => import('./2026-11-25-0200-two-factor.js')),
  '2026-11-26-0100-history': lazy(() => import('./2026-11-26-0100-history.js')),
  '2026-11-27-0100-signing-keys': lazy(() => import('./2026-11-27-0100-signing-keys.js')),
  '2026-11-28-0100-scheduling': lazy(() => import('./2026-11-28-0100-scheduling.js')),
  '2026-11-28-0200-pages-and-seo': lazy(() => import('./2026-11-28-0200-pages-and-seo.js')),
  '2026-11-28-0300-media': lazy(() => import('./2026-11-28-0300-media.js')),
  '2026-11-29-0100-event-outbox': lazy(() => import('./2026-11-29-0100-event-outbox.js')),
  '2026-11-29-0200-listings': lazy(() => import('./2026-11-29-0200-listings.js')),
  '2026-11-29-0500-webhooks': lazy(() => import('./2026-11-29-0500-webhooks.js')),
  '2026-11-30-0100-api-tokens': lazy(() => import('./2026-11-30-0100-api-tokens.js')),
  '2026-12-01-0200-blog-search': lazy(() => import('./2026-12-01-0200-blog-search.js')),
  '2026-12-01-0400-trash-order': lazy(() => import('./2026-12-01-0400-trash-order.js')),
  '2026-12-02-0200-blog-post-counts': lazy(() => import('./2026-12-02-0200-blog-post-counts.js')),
  '2026-12-07-0100-webhook-delivery-events': lazy(
    () => import('./2026-12-07-0100-webhook-delivery-events.js'),
  ),
  '2026-12-07-0200-sealed-secrets': lazy(() => import('./2026-12-07-0200-sealed-secrets.js')),
};

/** Every migration this build knows, by name; a backup records the ones its database had run. */
export const knownMigrations: readonly string[] = Object.keys(migrations);

/** Migrates to the latest schema, or (for a restore) to exactly the named migrations. */
export async function migrateToLatest(db: Db, only?: readonly string[]) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return migrate(db, only);
  // The app bounds each statement (DB_ACQUIRE_TIMEOUT_MS); migrations build indexes and wait for
  // another instance's to finish, so on their one connection they lift that bound.
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      await migrate(connection, only);
    } finally {
      // A connection that cannot take this is lost, and its pool drops it.
      await sql`reset statement_timeout`.execute(connection).catch(() => {});
    }
  });
}

async function migrate(db: Db, only?: readonly string[]) {
  const chosen = only
    ? Object.fromEntries(only.map((name) => [name, migrations[name] as Migration]))
    : migrations;
  const provider: MigrationProvider = { getMigrations: async () => chosen };
  // Unless told the schema, Kysely takes its bookkeeping tables in ANY schema of the database as
  // its own (and then fails on this one); so name ours, the connection's current schema.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  // Each module owns a number range and lands when ready, so a lower number may arrive after a
  // higher one has run (blog 0200 after settings 0300); its tables are its own, so run it then.
  const { error, results } = await new Migrator({
    db,
    provider,
    migrationTableSchema,
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The names of the migrations this database has run (read through `db`, which may be a transaction). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's bookkeeping table is not in the app's schema type
  const rows = await (db as Kysely<any>).selectFrom('kysely_migration').select('name').execute();
  return rows.map((r) => String(r.name)).sort();
}

import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../index.js';
import * as foundation from './2026-11-23-0001-foundation.js';
import * as activity from './2026-11-23-0002-activity.js';
import * as menu from './2026-11-23-0003-menu.js';
import * as services from './2026-11-23-0100-services.js';
import * as banners from './2026-11-23-0150-banners.js';
import * as heroes from './2026-11-23-0151-heroes.js';
import * as blogPosts from './2026-11-23-0200-blog-posts.js';
import * as settings from './2026-11-23-0300-settings.js';
import * as support from './2026-11-23-0400-support.js';
import * as landScraper from './2026-11-23-0500-land-scraper.js';
import * as blogListIndex from './2026-11-23-0700-blog-list-index.js';
import * as signInHardening from './2026-11-24-0100-sign-in-hardening.js';
import * as faqs from './2026-11-24-0800-faqs.js';
import * as users from './2026-11-25-0100-users.js';
import * as twoFactor from './2026-11-25-0200-two-factor.js';
import * as history from './2026-11-26-0100-history.js';
import * as signingKeys from './2026-11-27-0100-signing-keys.js';
import * as scheduling from './2026-11-28-0100-scheduling.js';
import * as pagesAndSeo from './2026-11-28-0200-pages-and-seo.js';
import * as media from './2026-11-28-0300-media.js';
import * as eventOutbox from './2026-11-29-0100-event-outbox.js';
import * as listings from './2026-11-29-0200-listings.js';
import * as webhooks from './2026-11-29-0500-webhooks.js';
import * as apiTokens from './2026-11-30-0100-api-tokens.js';
import * as blogSearch from './2026-12-01-0200-blog-search.js';
import * as trashOrder from './2026-12-01-0400-trash-order.js';
import * as blogPostCounts from './2026-12-02-0200-blog-post-counts.js';

/** Every migration, in order. Forward-only: add a new file, never edit a landed one. */
const migrations: Record<string, Migration> = {
  '2026-11-23-0001-foundation': foundation,
  '2026-11-23-0002-activity': activity,
  '2026-11-23-0003-menu': menu,
  '2026-11-23-0300-settings': settings,
  '2026-11-23-0200-blog-posts': blogPosts,
  '2026-11-23-0500-land-scraper': landScraper,
  '2026-11-23-0400-support': support,
  '2026-11-23-0700-blog-list-index': blogListIndex,
  '2026-11-23-0100-services': services,
  '2026-11-23-0150-banners': banners,
  '2026-11-23-0151-heroes': heroes,
  '2026-11-24-0100-sign-in-hardening': signInHardening,
  '2026-11-24-0800-faqs': faqs,
  '2026-11-25-0100-users': users,
  '2026-11-25-0200-two-factor': twoFactor,
  '2026-11-26-0100-history': history,
  '2026-11-27-0100-signing-keys': signingKeys,
  '2026-11-28-0100-scheduling': scheduling,
  '2026-11-28-0200-pages-and-seo': pagesAndSeo,
  '2026-11-28-0300-media': media,
  '2026-11-29-0100-event-outbox': eventOutbox,
  '2026-11-29-0200-listings': listings,
  '2026-11-29-0500-webhooks': webhooks,
  '2026-11-30-0100-api-tokens': apiTokens,
  '2026-12-01-0200-blog-search': blogSearch,
  '2026-12-01-0400-trash-order': trashOrder,
  '2026-12-02-0200-blog-post-counts': blogPostCounts,
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

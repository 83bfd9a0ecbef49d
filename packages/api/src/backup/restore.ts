import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDb, type DbHandle } from '../db/index.js';
import { appliedMigrations, knownMigrations, migrateToLatest } from '../db/migrations/index.js';
import { installationBox } from '../lib/secret-box.js';
import { RESULTS_FILE } from '../modules/land-scraper/results-file.js';
import { type SweepResult, sweepSecrets } from '../plugins/secrets.js';
import { ArchiveError, listFiles, type Manifest } from './archive.js';
import { inspectArchive, unpackArchive } from './archive-reader.js';
import { cleanArchiveRows, cleanRowBatches } from './archive-rows.js';
import { appVersion, type BackupConfig, SQLITE_FILE } from './backup.js';
import { type AnyDb, appTables, insertRows, resetSequences, tableRows } from './tables.js';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Restores an archive into this configuration's DATA_DIR and database. Nothing of the target is
 * touched until the whole archive is proven: its entries, sizes and checksums, its schema version,
 * and every row by its table's rule. SQLite is then built aside and renamed into place; PostgreSQL
 * is loaded in one transaction, a table's rows read from their file and inserted `batchSize` at a
 * time. A target holding content is refused unless `force`.
 */
export async function restoreBackup(
  config: BackupConfig,
  file: string,
  opts: { force?: boolean; batchSize?: number } = {},
) {
  // Each file may unpack to 4 uploads' worth: more is a decompression bomb, not a backup.
  const maxBytesPerFile = 4 * config.uploadMaxBytes;
  const inspected = await inspectArchive(file, maxBytesPerFile);
  await refuseUnknownSchema(inspected.manifest);
  const createdDataDir = await mkdir(config.dataDir, { recursive: true });
  const work = await mkdtemp(join(config.dataDir, '.restore-'));
  let committed = false;
  try {
    const manifest = await unpackArchive(file, work, maxBytesPerFile, inspected);
    await cleanArchiveRows(work, manifest);
    const nonEmpty = await targetContent(config);
    if (nonEmpty && !opts.force)
      throw new ArchiveError(`The target is not empty (${nonEmpty}); restore with --force to replace it.`);
    if (config.databaseUrl) await restorePostgres(config, work, manifest, opts.batchSize);
    else await restoreSqlite(config, work, manifest, opts.batchSize);
    committed = true;
    await placeFiles(config, work);
    return { ...manifest, secrets: await takeSecrets(config) };
  } finally {
    await rm(work, { recursive: true, force: true });
    if (!committed && createdDataDir) await rm(createdDataDir, { recursive: true, force: true });
  }
}

/**
 * The restored secrets, sealed under this installation's key: those the backup's installation
 * sealed open only with its key (SECRET_KEY_PREVIOUS here, or the same DATA_DIR/secret.key), which
 * a backup does not hold. Those that do not open are let go, and the restore says so: the users
 * set up their authenticator app again, the webhook endpoints are switched off.
 */
async function takeSecrets(config: BackupConfig): Promise<SweepResult> {
  const handle = createDb(config);
  try {
    return await sweepSecrets(handle.db, installationBox(config), {
      now: new Date().toISOString(),
      forget: true,
    });
  } finally {
    await handle.db.destroy();
  }
}

async function refuseUnknownSchema(manifest: Manifest) {
  const known = new Set(knownMigrations);
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length)
    throw new ArchiveError(
      `This backup has schema version ${manifest.schemaVersion} (made by Land Office ${manifest.appVersion}), ` +
        `which this Land Office ${await appVersion()} does not know (unknown migrations: ${unknown.join(', ')}). ` +
        'Upgrade Land Office, then restore.',
    );
}

/** What makes the target non-empty, or undefined when it is empty; an absent SQLite file is not created. */
async function targetContent(config: BackupConfig) {
  if (config.databaseUrl || (await exists(join(config.dataDir, SQLITE_FILE)))) {
    const handle = createDb(config);
    try {
      for (const table of await appTables(handle.db, handle.dialect))
        for await (const _row of tableRows(handle.db as AnyDb, table, 1))
          return `table ${table.name} has rows`;
    } finally {
      await handle.db.destroy();
    }
  }
  if ((await listFiles(config.uploadsDir)).length) return 'uploads exist';
  if (await exists(join(config.dataDir, RESULTS_FILE))) return `${RESULTS_FILE} exists`;
  return undefined;
}

/** Loads the cleaned rows into the schema as it was when the backup was made, then migrates on. */
async function loadRows(handle: DbHandle, work: string, manifest: Manifest, batchSize?: number) {
  const db = handle.db as AnyDb;
  const applied = await appliedMigrations(handle.db).catch(() => [] as string[]);
  const archived = new Set(manifest.migrations);
  await migrateToLatest(handle.db, applied.every((m) => archived.has(m)) ? manifest.migrations : undefined);
  const tables = await appTables(db, handle.dialect);
  const names = new Set(tables.map((t) => t.name));
  const missing = Object.keys(manifest.tables).find((name) => !names.has(name));
  if (missing) throw new ArchiveError(`The archive holds a table this database lacks: ${missing}`);
  await db
    .transaction()
    .execute(async (trx) => {
      for (const table of [...tables].reverse()) await trx.deleteFrom(table.name).execute();
      for (const table of tables) {
        if (!manifest.tables[table.name]) continue;
        for await (const rows of cleanRowBatches(work, table.name, batchSize))
          await insertRows(trx, table.name, rows);
      }
      if (handle.dialect === 'postgres') await resetSequences(trx, tables);
    })
    .catch((err: Error) => {
      // Each row passed its rule; together they can still break a key (two posts with one slug).
      throw new ArchiveError(
        `The archive's rows do not fit the database (${err.message}); nothing was restored.`,
      );
    });
  await migrateToLatest(handle.db);
}

/** Built in the work directory and renamed over the target, so a failure leaves no database file. */
async function restoreSqlite(config: BackupConfig, work: string, manifest: Manifest, batchSize?: number) {
  const built = join(work, 'database');
  const handle = createDb({ dataDir: built, databaseUrl: undefined, databaseSchema: undefined });
  try {
    await loadRows(handle, work, manifest, batchSize);
  } finally {
    await handle.db.destroy();
  }
  const target = join(config.dataDir, SQLITE_FILE);
  // The replaced database's journal must not be replayed into the new one.
  for (const journal of ['-wal', '-shm']) await rm(`${target}${journal}`, { force: true });
  await rename(join(built, SQLITE_FILE), target);
}

/** One transaction for the rows; into an empty schema, what the migrations made is dropped again on failure. */
async function restorePostgres(config: BackupConfig, work: string, manifest: Manifest, batchSize?: number) {
  const handle = createDb(config);
  const db = handle.db as AnyDb;
  const schemaTables = async () =>
    (
      await sql<{
        name: string;
      }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db)
    ).rows.map((r) => r.name);
  try {
    const fresh = (await schemaTables()).length === 0;
    try {
      await loadRows(handle, work, manifest, batchSize);
    } catch (err) {
      if (fresh)
        for (const name of await schemaTables())
          await sql`drop table if exists ${sql.table(name)} cascade`.execute(db);
      throw err;
    }
  } finally {
    await handle.db.destroy();
  }
}

/** Renames the unpacked uploads and results file into place; what they replace is removed after. */
async function placeFiles(config: BackupConfig, work: string) {
  const old = join(work, 'replaced');
  await mkdir(old);
  const unpacked = join(work, 'files');
  for (const name of ['uploads', RESULTS_FILE]) {
    const target = join(config.dataDir, name);
    if (await exists(target)) await rename(target, join(old, name));
    if (await exists(join(unpacked, name))) await rename(join(unpacked, name), target);
  }
  if (!(await exists(config.uploadsDir))) await mkdir(config.uploadsDir, { recursive: true });
}

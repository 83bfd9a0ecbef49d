import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createDb } from '../db/index.js';
import { knownMigrations, migrateToLatest } from '../db/migrations/index.js';
import { RESULTS_FILE } from '../modules/land-scraper/results-file.js';
import { ArchiveError, listFiles, type Manifest, unpackArchive } from './archive.js';
import { appVersion, type BackupConfig } from './backup.js';
import {
  type AnyDb,
  type AppTable,
  appTables,
  insertRows,
  type Row,
  resetSequences,
  tableRows,
} from './tables.js';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Restores an archive into this configuration's DATA_DIR and database. The archive is unpacked
 * and every checksum proven before anything is touched; the rows go in one transaction; the files
 * are then renamed into place. A target holding content is refused unless `force`.
 */
export async function restoreBackup(config: BackupConfig, file: string, opts: { force?: boolean } = {}) {
  await mkdir(config.dataDir, { recursive: true });
  const work = await mkdtemp(join(config.dataDir, '.restore-'));
  const handle = createDb(config);
  const db = handle.db as AnyDb;
  try {
    const manifest = await unpackArchive(file, work);
    await refuseUnknownSchema(manifest);
    const nonEmpty = await targetContent(config, db, handle.dialect);
    if (nonEmpty && !opts.force)
      throw new ArchiveError(`The target is not empty (${nonEmpty}); restore with --force to replace it.`);

    // The schema as it was when the backup was made, so its rows fit; later migrations run after.
    const applied = await db
      .selectFrom('kysely_migration')
      .select('name')
      .execute()
      .then(
        (rows) => rows.map((r) => String(r.name)),
        () => [] as string[],
      );
    const archived = new Set(manifest.migrations);
    await migrateToLatest(handle.db, applied.every((m) => archived.has(m)) ? manifest.migrations : undefined);

    const tables = await appTables(db, handle.dialect);
    const byName = new Map(tables.map((t) => [t.name, t]));
    const missing = Object.keys(manifest.tables).find((name) => !byName.has(name));
    if (missing) throw new ArchiveError(`The archive holds a table this database lacks: ${missing}`);
    await db.transaction().execute(async (trx) => {
      for (const table of [...tables].reverse()) await trx.deleteFrom(table.name).execute();
      for (const table of tables) {
        const expected = manifest.tables[table.name];
        if (!expected) continue;
        const rows = await readRows(work, table);
        if (rows.length !== expected.rows)
          throw new ArchiveError(
            `${table.name}: ${rows.length} rows where the manifest says ${expected.rows}`,
          );
        await insertRows(trx, table.name, rows);
      }
      if (handle.dialect === 'postgres') await resetSequences(trx, tables);
    });
    await placeFiles(config, work);
    await migrateToLatest(handle.db);
    return manifest;
  } finally {
    await handle.db.destroy();
    await rm(work, { recursive: true, force: true });
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

/** What makes the target non-empty, or undefined when it is empty. */
async function targetContent(config: BackupConfig, db: AnyDb, dialect: 'sqlite' | 'postgres') {
  for (const table of await appTables(db, dialect)) {
    for await (const _row of tableRows(db, table)) return `table ${table.name} has rows`;
  }
  if ((await listFiles(config.uploadsDir)).length) return 'uploads exist';
  if (await exists(join(config.dataDir, RESULTS_FILE))) return `${RESULTS_FILE} exists`;
  return undefined;
}

async function readRows(work: string, table: AppTable): Promise<Row[]> {
  const text = await readFile(join(work, 'db', `${table.name}.jsonl`), 'utf8');
  const rows = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Row);
  const columns = new Set(table.columns);
  for (const row of rows) {
    const unknown = Object.keys(row).find((c) => !columns.has(c));
    if (unknown)
      throw new ArchiveError(`${table.name}: the archive has a column this database lacks: ${unknown}`);
  }
  return rows;
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

import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Config } from '../config.js';
import { createDb, type Dialect } from '../db/index.js';
import { appliedMigrations } from '../db/migrations/index.js';
import { faultKind } from '../lib/faults.js';
import { RESULTS_FILE } from '../modules/land-scraper/results-file.js';
import {
  ARCHIVE_FORMAT,
  ArchiveError,
  checksum,
  type FileEntry,
  listFiles,
  MANIFEST,
  type Manifest,
  packArchive,
} from './archive.js';
import { type AnyDb, appTables, tableRows } from './tables.js';

export type BackupConfig = Pick<
  Config,
  | 'dataDir'
  | 'databaseUrl'
  | 'databaseSchema'
  | 'uploadsDir'
  | 'uploadMaxBytes'
  | 'secretKey'
  | 'secretKeysPrevious'
>;

export const SQLITE_FILE = 'land-office.sqlite';

export async function appVersion(): Promise<string> {
  // By the package's name, not beside this module: the server's bundle holds this module.
  const file = createRequire(import.meta.url).resolve('@land-office/api/package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8'));
  return String(pkg.version);
}

/**
 * Writes a consistent snapshot of a running instance to `outFile` (tar.gz): every app table as
 * JSON lines, the uploads and the scraper's results, and a manifest with counts and checksums.
 * The server keeps serving: SQLite is copied by its online backup API, PostgreSQL is read in one
 * REPEATABLE READ transaction, so every table shows the same moment.
 */
export async function createBackup(
  config: BackupConfig,
  outFile: string,
  opts: { pageSize?: number } = {},
): Promise<Manifest> {
  const target = resolve(outFile);
  const staging = await mkdtemp(join(dirname(target), '.land-office-backup-'));
  try {
    await mkdir(join(staging, 'db'));
    const dump = config.databaseUrl
      ? await dumpPostgres(config, staging, opts.pageSize)
      : await dumpSqlite(join(config.dataDir, SQLITE_FILE), staging, opts.pageSize);
    // After the database: every upload its rows name was saved before the row, so it is here too.
    await copyDataFiles(config, join(staging, 'files'));
    const files: FileEntry[] = [];
    for (const dir of ['db', 'files'])
      for (const path of await listFiles(join(staging, dir), staging))
        files.push({ path, ...(await checksum(join(staging, path))) });
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      appVersion: await appVersion(),
      schemaVersion: dump.migrations.at(-1) ?? '',
      migrations: dump.migrations,
      createdAt: new Date().toISOString(),
      dialect: dump.dialect,
      tables: dump.tables,
      files,
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await packArchive(staging, target);
    return manifest;
  } catch (err) {
    const kind = faultKind(err);
    if (kind !== 'full' && kind !== 'read-only') throw err;
    // Said for the place the operator chose, not for the staging file it happened in.
    const code = (err as { code?: string }).code;
    throw new ArchiveError(
      `The backup could not be written to ${target}: the disk is ${kind} (${code}). Nothing was left ` +
        `behind; ${kind === 'full' ? 'free some space' : 'make it writable'} and try again.`,
    );
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

interface Dump {
  dialect: Dialect;
  migrations: string[];
  tables: Manifest['tables'];
}

/** Each table to its JSON lines file, a page of rows at a time (`pageSize`: tableRows's, by default). */
async function dumpTables(db: AnyDb, dialect: Dialect, staging: string, pageSize?: number): Promise<Dump> {
  const migrations = await appliedMigrations(db).catch(() => []);
  if (migrations.length === 0)
    throw new ArchiveError(
      'The database has no Land Office schema yet: start the server once, then back up.',
    );
  const tables: Manifest['tables'] = {};
  for (const table of await appTables(db, dialect)) {
    let rows = 0;
    // A line at a time, as the file takes them: no text of many rows is built (such a string, past
    // V8's young generation, stays until a full collection; the backup's memory grew with the data).
    const lines = async function* () {
      for await (const row of tableRows(db, table, pageSize)) {
        rows += 1;
        yield `${JSON.stringify(row)}\n`;
      }
    };
    await pipeline(
      Readable.from(lines(), { objectMode: false }),
      createWriteStream(join(staging, 'db', `${table.name}.jsonl`)),
    );
    tables[table.name] = { rows };
  }
  return { dialect, migrations, tables };
}

async function dumpPostgres(config: BackupConfig, staging: string, pageSize?: number): Promise<Dump> {
  const { db } = createDb(config);
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute((trx) => dumpTables(trx as AnyDb, 'postgres', staging, pageSize));
  } finally {
    await db.destroy();
  }
}

async function dumpSqlite(dbFile: string, staging: string, pageSize?: number): Promise<Dump> {
  const snapshotFile = join(staging, 'snapshot', SQLITE_FILE);
  await mkdir(dirname(snapshotFile));
  let source: SQLite.Database;
  try {
    source = new SQLite(dbFile, { readonly: true, fileMustExist: true });
  } catch {
    throw new ArchiveError(`No Land Office database at ${dbFile}.`);
  }
  try {
    source.pragma('busy_timeout = 5000');
    // All remaining pages in one step: a write from the server between small steps would restart it.
    await source.backup(snapshotFile, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const snapshot = new Kysely({
    dialect: new SqliteDialect({ database: new SQLite(snapshotFile, { readonly: true }) }),
  });
  try {
    return await dumpTables(snapshot, 'sqlite', staging, pageSize);
  } finally {
    await snapshot.destroy();
    await rm(dirname(snapshotFile), { recursive: true, force: true });
  }
}

/** Uploads (not the half-written `.part` files) and the scraper's results file. */
async function copyDataFiles(config: BackupConfig, into: string) {
  const uploads = (await listFiles(config.uploadsDir)).filter(
    (p) => !p.split('/').some((s) => s.startsWith('.')),
  );
  const copies: [string, string][] = uploads.map((p) => [
    join(config.uploadsDir, p),
    join(into, 'uploads', p),
  ]);
  copies.push([join(config.dataDir, RESULTS_FILE), join(into, RESULTS_FILE)]);
  await mkdir(into, { recursive: true });
  for (const [from, to] of copies) {
    await mkdir(dirname(to), { recursive: true });
    await copyFile(from, to).catch((err) => {
      if ((err as { code?: string }).code !== 'ENOENT') throw err;
    });
  }
}

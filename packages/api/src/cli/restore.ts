import { parseArgs } from 'node:util';
import { ArchiveError } from '../backup/archive.js';
import { restoreBackup } from '../backup/restore.js';
import { ConfigError, loadConfig } from '../config.js';
import { runCli } from './run-cli.js';

const USAGE = `Usage: npm run restore -- FILE.tar.gz [--force]
Restores into an empty DATA_DIR / database (stop the server first); --force replaces existing content.`;

runCli(
  async (argv) => {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
    const [file] = positionals;
    if (!file || positionals.length > 1) throw new ConfigError(USAGE);
    const manifest = await restoreBackup(loadConfig(), file, { force: values.force });
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    process.stdout.write(
      `Restored ${rows} rows and ${manifest.files.filter((f) => f.path.startsWith('files/')).length} files ` +
        `from a backup of ${manifest.createdAt} (schema ${manifest.schemaVersion}).\n`,
    );
  },
  [ArchiveError],
);

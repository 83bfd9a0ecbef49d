import { parseArgs } from 'node:util';
import { ArchiveError } from '../backup/archive.js';
import { createBackup } from '../backup/backup.js';
import { ConfigError, loadConfig } from '../config.js';
import { runCli } from './run-cli.js';

const USAGE = 'Usage: npm run backup -- --out FILE.tar.gz   (the server may keep running)';

runCli(
  async (argv) => {
    const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } } });
    if (!values.out) throw new ConfigError(USAGE);
    const manifest = await createBackup(loadConfig(), values.out);
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    const files = manifest.files.filter((f) => f.path.startsWith('files/')).length;
    process.stdout.write(
      `Backup written to ${values.out}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ` +
        `${files} files, schema ${manifest.schemaVersion}.\n`,
    );
  },
  [ArchiveError],
);

import { parseArgs } from 'node:util';
import { ArchiveError } from '../backup/archive.js';
import { restoreBackup } from '../backup/restore.js';
import { ConfigError, loadConfig } from '../config.js';
import { unreadableCount } from '../plugins/secrets.js';
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
    const restored = await restoreBackup(loadConfig(), file, { force: values.force });
    const rows = Object.values(restored.tables).reduce((sum, t) => sum + t.rows, 0);
    process.stdout.write(
      `Restored ${rows} rows and ${restored.files.filter((f) => f.path.startsWith('files/')).length} files ` +
        `from a backup of ${restored.createdAt} (schema ${restored.schemaVersion}).\n`,
    );
    const lost = restored.secrets;
    if (unreadableCount(lost))
      process.stdout.write(
        "\nThis backup's secrets were sealed with its installation's key (its SECRET_KEY or DATA_DIR/secret.key), " +
          'which a backup does not hold, so they could not be kept:\n' +
          (lost.totp.length
            ? `- ${lost.totp.length} user(s) must set up their authenticator app again (${lost.totp.join(', ')}); ` +
              'their passkeys still work.\n'
            : '') +
          (lost.webhooks.length
            ? `- ${lost.webhooks.length} webhook endpoint(s) were switched off: delete and add them again for a new signing secret.\n`
            : '') +
          (lost.signingKeys.length ? '- preview links made before no longer open.\n' : '') +
          'To keep them, restore again with --force and that key in SECRET_KEY_PREVIOUS.\n',
      );
  },
  [ArchiveError],
);

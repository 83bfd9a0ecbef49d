import './production.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest } from './db/migrations/index.js';
import { logDestination } from './lib/log-destination.js';
import { runtimeWarning } from './lib/runtime.js';
import { stopOnSignals } from './lib/stop-on-signals.js';
import { bootstrapAdmin } from './modules/auth/bootstrap.js';

async function main() {
  const config = loadConfig();
  const logs = logDestination();
  const app = await buildApp(config, { logStream: logs.stream });
  const outdated = runtimeWarning();
  if (outdated) app.log.warn(outdated);
  await migrateToLatest(app.db);
  const created = await bootstrapAdmin(app.db, config.admin);
  if (created?.password) {
    process.stdout.write(
      `\nFirst admin created. Username: ${created.username}  Password: ${created.password}\n` +
        'This password is shown once; change it with: npm run admin -- reset-password <username>\n\n',
    );
  }
  stopOnSignals(app, config.shutdownTimeoutMs, logs.finish);
  await app.listen({ port: config.port, host: config.host });
  app.landScraper.scheduler.start();
  // Uploads from before the media library (or from a restored backup) join it, in the background.
  app.media.backfill().then(
    ({ added }) => added && app.log.info({ added }, 'uploads added to the media library'),
    (err) => app.log.warn({ err }, 'media library backfill failed; it runs again at the next start'),
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
  else
    process.stderr.write(
      `Land Office failed to start: ${err instanceof Error ? err.message : String(err)}\n`,
    );
  process.exit(1);
});

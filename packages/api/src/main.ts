import './production.js';
import './v8-flags.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest } from './db/migrations/index.js';
import { collectWhenIdle } from './lib/idle-memory.js';
import { stopOnSignals } from './lib/stop-on-signals.js';
import { bootstrapAdmin } from './modules/auth/bootstrap.js';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await migrateToLatest(app.db);
  const created = await bootstrapAdmin(app.db, config.admin);
  if (created?.password) {
    process.stdout.write(
      `\nFirst admin created. Username: ${created.username}  Password: ${created.password}\n` +
        'This password is shown once; change it with: npm run admin -- reset-password <username>\n\n',
    );
  }
  stopOnSignals(app, config.shutdownTimeoutMs);
  await app.listen({ port: config.port, host: config.host });
  app.landScraper.scheduler.start();
  // Its timer holds nothing open: a stop ends the process with it.
  collectWhenIdle();
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

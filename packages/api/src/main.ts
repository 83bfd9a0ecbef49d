import './v8-flags.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest } from './db/migrations/index.js';
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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.landScraper.scheduler.start();
}

main().catch((err) => {
  if (err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
  else
    process.stderr.write(
      `Land Office failed to start: ${err instanceof Error ? err.message : String(err)}\n`,
    );
  process.exit(1);
});

import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { createDb } from '../db/index.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { hashPassword, randomPassword } from '../lib/passwords.js';
import { adminRepository } from '../modules/auth/repository.js';

const USAGE = `Usage:
  npm run admin -- create <username> [--email E] [--password P]
  npm run admin -- reset-password <username> [--password P]
Without --password a random one is generated and printed once.`;

async function run(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const [command, username] = positionals;
  if (!command || !username || !['create', 'reset-password'].includes(command)) throw new ConfigError(USAGE);
  if (values.password !== undefined && values.password.length < 8)
    throw new ConfigError('The password must be at least 8 characters.');
  const password = values.password ?? randomPassword();

  const { db } = createDb(loadConfig());
  try {
    await migrateToLatest(db);
    const admins = adminRepository(db);
    if (command === 'create') {
      if (await admins.findByUsername(username))
        throw new ConfigError(`An admin named ${username} already exists.`);
      await admins.create({
        username,
        email: values.email ?? null,
        passwordHash: await hashPassword(password),
      });
      process.stdout.write(`Admin ${username} created.\n`);
    } else {
      if (!(await admins.setPassword(username, await hashPassword(password))))
        throw new ConfigError(`No admin named ${username}.`);
      process.stdout.write(`Password of ${username} reset; their sessions were signed out.\n`);
    }
    if (!values.password) process.stdout.write(`Password: ${password}\n`);
  } finally {
    await db.destroy();
  }
}

run(process.argv.slice(2)).catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});

import { parseArgs } from 'node:util';
import { Role } from '@land-office/contract';
import { ConfigError, loadConfig } from '../config.js';
import { createDb } from '../db/index.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { transaction } from '../db/transaction.js';
import { passwordProblem } from '../lib/password-policy.js';
import { hashPassword, randomPassword } from '../lib/passwords.js';
import { setPasswordAndSignOut, userRepository } from '../modules/auth/user-repository.js';

const USAGE = `Usage:
  npm run admin -- create <username> [--email E] [--password P] [--role owner|editor|support]
  npm run admin -- reset-password <username> [--password P]
Without --password a random one is generated and printed once.`;

async function run(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
  });
  const [command, username] = positionals;
  if (!command || !username || !['create', 'reset-password'].includes(command)) throw new ConfigError(USAGE);
  // The same policy as every other way of choosing a password (12+ characters, hard to guess).
  const problem =
    values.password === undefined
      ? undefined
      : await passwordProblem(values.password, [username, values.email]);
  if (problem) throw new ConfigError(problem);
  const password = values.password ?? randomPassword();
  const role = Role.safeParse(values.role ?? 'owner');
  if (!role.success) throw new ConfigError('The role must be owner, editor or support.');

  const { db } = createDb(loadConfig());
  try {
    await migrateToLatest(db);
    const users = userRepository(db);
    if (command === 'create') {
      if (await users.findByUsername(username))
        throw new ConfigError(`A user named ${username} already exists.`);
      await users.create({
        username,
        email: values.email ?? null,
        role: role.data,
        passwordHash: await hashPassword(password),
      });
      process.stdout.write(`User ${username} (${role.data}) created.\n`);
    } else {
      const user = await users.findByUsername(username);
      if (!user) throw new ConfigError(`No user named ${username}.`);
      const passwordHash = await hashPassword(password);
      await transaction(db, (trx) => setPasswordAndSignOut(trx, user.id, passwordHash));
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

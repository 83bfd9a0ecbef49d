import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { hashPassword, randomPassword } from '../../lib/passwords.js';
import { userRepository } from './user-repository.js';

/**
 * Creates the first admin when none exists, from ADMIN_* or as `admin` with a random password,
 * which is returned so the caller can print it once.
 */
export async function bootstrapAdmin(
  db: Db,
  admin: Config['admin'],
): Promise<{ username: string; password?: string } | undefined> {
  const admins = userRepository(db);
  if ((await admins.count()) > 0) return undefined;
  const username = admin.username ?? 'admin';
  const generated = admin.password ? undefined : randomPassword();
  const password = admin.password ?? (generated as string);
  try {
    await admins.create({
      username,
      email: admin.email ?? null,
      role: 'owner',
      passwordHash: await hashPassword(password),
    });
  } catch (err) {
    // Another instance starting at the same moment created it first.
    if ((await admins.count()) > 0) return undefined;
    throw err;
  }
  return { username, password: generated };
}

import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';
import type { SecretBox } from '../../lib/secret-box.js';

/**
 * The key named `name`, made on first use (32 random bytes) and read back, so every instance
 * signs with the one that was stored first, even when two make theirs at once.
 */
export async function signingKey(db: Db, name: string, secrets: SecretBox): Promise<Buffer> {
  const stored = () =>
    db.selectFrom('signing_keys').select('secret').where('name', '=', name).executeTakeFirst();
  let row = await stored();
  if (!row) {
    await db
      .insertInto('signing_keys')
      .values({ name, secret: secrets.seal(randomBytes(32).toString('base64url')), created_at: nowIso() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await stored();
  }
  const secret = row && secrets.open(row.secret);
  if (!secret) throw new Error(`signing key ${name} could not be stored or read`);
  return Buffer.from(secret, 'base64url');
}

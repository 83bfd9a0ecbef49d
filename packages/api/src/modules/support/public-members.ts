import { PublicSupportMember } from '@land-office/contract';
import type { Db } from '../../db/index.js';
import { supportRepository } from './repository.js';

/**
 * The active members as the public sees them (no admin fields): what `GET /api/support` caches,
 * and what the site's support page shows.
 */
export function publicMembers(db: Db) {
  const members = supportRepository(db);
  return async (): Promise<PublicSupportMember[]> =>
    PublicSupportMember.array().parse(await members.list({ activeOnly: true }));
}

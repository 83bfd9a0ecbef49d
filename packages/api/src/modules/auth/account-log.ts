import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Actor, logActivity } from '../activity/log.js';

/** A change someone made to their own account (profile, password, second factors), in its transaction. */
export const logAccountChange = (
  trx: Transaction<Database>,
  actor: Actor & { admin?: { id: number } },
  summary: string,
) => logActivity(trx, actor, { resource: 'account', action: 'update', resourceId: actor.admin?.id, summary });

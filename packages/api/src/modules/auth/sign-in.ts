import type { SignedIn } from '@land-office/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { transaction } from '../../db/transaction.js';
import { logActivity } from '../activity/log.js';
import { sessionRepository, signInAddresses } from './repository.js';
import { toAdmin, userRepository } from './user-repository.js';

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof userRepository>['findById']>>>;

/**
 * The end of every sign-in (password alone, password and second factor, passkey): the session,
 * the log entry, the address remembered. `mustEnrol`: a second factor is required and the user
 * has none, so the session opens only their account until they set one up.
 */
export async function startSession(
  app: FastifyInstance,
  req: FastifyRequest,
  user: UserRow,
  how: { mustEnrol?: boolean; summary?: string } = {},
): Promise<SignedIn> {
  const actor = { ip: req.ip, admin: { id: user.id, username: user.username } };
  const token = await transaction(app.db, async (trx) => {
    await logActivity(trx, actor, {
      resource: 'auth',
      action: 'login',
      resourceId: user.id,
      summary: how.summary,
    });
    await signInAddresses(trx, app.clock).remember(user.id, req.ip);
    await userRepository(trx).signedIn(user.id);
    return sessionRepository(trx, app.sessionLimits).create(
      user.id,
      { ip: req.ip, userAgent: req.headers['user-agent'] },
      how.mustEnrol,
    );
  });
  return { token, admin: { ...toAdmin(user), ...(how.mustEnrol ? { must_enrol_two_factor: true } : {}) } };
}

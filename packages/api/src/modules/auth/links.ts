import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Purpose } from './user-repository.js';

/** How long each kind of one-time link lives. */
export const LINK_VALID_MS: Record<Purpose, number> = { invite: 72 * 3_600_000, reset: 24 * 3_600_000 };

const PAGES: Record<Purpose, string> = { invite: 'accept-invite', reset: 'reset-password' };

/** The admin's origin: PUBLIC_ADMIN_URL, else the request's (its Host, or a trusted proxy's forwarded host). */
export const adminOrigin = (config: Config, req: FastifyRequest) =>
  config.publicAdminUrl ?? `${req.protocol}://${req.host}`;

/** The absolute link of a one-time token, as the owner copies it or the e-mail carries it. */
export const linkTo = (config: Config, req: FastifyRequest, purpose: Purpose, token: string) =>
  `${adminOrigin(config, req)}/admin/${PAGES[purpose]}?token=${token}`;

/** The e-mail that carries a link. */
export function linkMail(purpose: Purpose, link: string, invitedBy: string) {
  return purpose === 'invite'
    ? {
        subject: 'You are invited to Land Office',
        text: `${invitedBy} invited you to the Land Office back office.\n\nChoose your password here (the link works once, for 72 hours):\n${link}\n`,
      }
    : {
        subject: 'Reset your Land Office password',
        text: `A new password was asked for your Land Office account.\n\nChoose it here (the link works once, for 24 hours):\n${link}\n\nIf you did not expect this, ignore this message: your password stays as it is.\n`,
      };
}

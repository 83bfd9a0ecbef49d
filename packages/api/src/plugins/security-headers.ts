import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob: https: http:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The headers every answer carries, cached or not, added by one onSend hook (never stored with a
 * cached body). @fastify/helmet would add a dozen more per answer that an API does not need.
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
} as const;

async function securityHeaders(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every answer, and a promise per answer shows.
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply
      .header('x-content-type-options', SECURITY_HEADERS['x-content-type-options'])
      .header('referrer-policy', SECURITY_HEADERS['referrer-policy'])
      .header('x-frame-options', SECURITY_HEADERS['x-frame-options']);
    const type = reply.getHeader('content-type');
    // The public site's pages name their own policy (its trackers' hosts, when set).
    if (
      typeof type === 'string' &&
      type.startsWith('text/html') &&
      !reply.hasHeader('content-security-policy')
    )
      reply.header('content-security-policy', CSP);
    done(null, payload);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });

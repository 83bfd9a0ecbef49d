import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
/** Standard Webhooks asks for 24 to 64 random bytes; 32 it is. */
const SECRET_BYTES = 32;

/** A new signing secret in the Standard Webhooks form: `whsec_` and the base64 of its bytes. */
export const newSecret = () => `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;

/** A delivery's `webhook-id`: unique, and the same on each of its tries. */
export const newMessageId = () => `msg_${randomBytes(18).toString('base64url')}`;

/**
 * The headers of a signed delivery (Standard Webhooks): `webhook-signature` is `v1,` and the
 * base64 HMAC-SHA256, keyed with the secret's bytes, of `<id>.<timestamp>.<body>`.
 */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return {
    'webhook-id': messageId,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}

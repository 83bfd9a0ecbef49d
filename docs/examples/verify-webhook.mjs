// Verifies a Land Office webhook delivery (Standard Webhooks) with nothing but Node's crypto.
// Use it on the raw body, exactly as it arrived: a body parsed and serialised again no longer matches.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a delivery's timestamp may be from now, in seconds (against replays). */
const TOLERANCE_SECONDS = 5 * 60;

/**
 * Whether `body` (a string) with these `headers` (names in lower case) was signed with `secret`
 * (`whsec_…`, shown once when the endpoint was created) within the last few minutes.
 */
export function verifyWebhook(secret, headers, body, now = Date.now()) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  // The header may hold several signatures, space-separated, each `v1,<base64>`.
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

import { unwrap } from '@land-office/client';
import { expect } from 'vitest';
// The example of docs/integrations.md, run here against real deliveries.
import { verifyWebhook } from '../../../../docs/examples/verify-webhook.mjs';
import { retryUntil } from '../../../api/src/test/retry-until.js';
import type { Calls } from './context.js';

/**
 * An endpoint on loopback: created, changed, sent a test event it receives (its signature checked
 * with the documentation's example), its log read, deleted.
 */
export const webhookCalls: Calls = async ({ owner, receiver }) => {
  const { webhook, secret } = await unwrap(
    owner.POST('/api/admin/webhooks', {
      body: { url: receiver.url, description: 'CRM', events: ['listing.new'], format: 'standard' },
    }),
  );
  expect(secret).toMatch(/^whsec_/);
  const id = { params: { path: { id: webhook.id } } };
  await unwrap(
    owner.PUT('/api/admin/webhooks/{id}', { ...id, body: { events: ['listing.new', 'blog.published'] } }),
  );
  expect((await unwrap(owner.GET('/api/admin/webhooks'))).map((row) => row.id)).toContain(webhook.id);
  const before = receiver.received.length;
  await unwrap(owner.POST('/api/admin/webhooks/{id}/test', id));
  const delivery = (
    await retryUntil(
      () => receiver.received,
      (received) => received.length > before,
      10_000,
    )
  )[before];
  if (!delivery) throw new Error('the test event never arrived');
  expect(verifyWebhook(secret, delivery.headers, delivery.body)).toBe(true);
  expect(verifyWebhook(secret, delivery.headers, delivery.body.replace('webhook.test', 'webhook.tost'))).toBe(
    false,
  );
  const deliveries = await unwrap(owner.GET('/api/admin/webhooks/{id}/deliveries', id));
  expect(deliveries.items).toHaveLength(1);
  await unwrap(owner.DELETE('/api/admin/webhooks/{id}', id));
};

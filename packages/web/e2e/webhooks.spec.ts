import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Webhook } from '@land-office/contract';
import { answerConfirm, expect, test } from './fixtures.ts';

/** A webhook receiver on loopback (the server may reach it: FETCH_ALLOW_PRIVATE), keeping what it got. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/e2e-${Date.now()}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks: v1, base64 HMAC-SHA256 of "id.timestamp.body" keyed with the secret's bytes. */
const signature = (secret: string, id: string, timestamp: string, body: string) =>
  `v1,${createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64')}`;

test.describe('webhooks', () => {
  test('an owner adds an endpoint, copies its secret, sends a test event and sees it delivered', async ({
    adminPage: page,
    api,
  }) => {
    const receiver = await startReceiver();
    try {
      await page.goto('/admin/webhooks');
      await page.getByRole('link', { name: 'Add endpoint' }).click();
      await page.getByLabel('URL').fill(receiver.url);
      await page.getByRole('textbox', { name: 'Description' }).fill('End-to-end receiver');
      await page.getByRole('checkbox', { name: 'Land scrape failed' }).check();
      await page.getByRole('button', { name: 'Add endpoint' }).click();

      const shown = page.getByRole('region', { name: 'Endpoint added: its signing secret' });
      await expect(shown).toBeVisible();
      const secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

      await page.getByRole('link', { name: 'Back to the webhooks' }).click();
      const row = page.locator('tr', { hasText: receiver.url });
      await expect(row).toContainText('Land scrape failed');
      await expect(row).toContainText('None yet');
      await row.getByRole('link', { name: `Deliveries of ${receiver.url}` }).click();
      await expect(page.getByText('Nothing delivered yet.')).toBeVisible();

      await page.getByRole('button', { name: 'Send test event' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Test event queued' })).toBeVisible();
      // The log reads itself again while a delivery is pending: no reload needed.
      const delivered = page.locator('tbody tr', { hasText: 'Test event' });
      await expect(delivered).toContainText('Delivered');
      await expect(delivered).toContainText('204 in');

      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received;
      const id = String(request?.headers['webhook-id']);
      await expect(delivered).toContainText(id);
      expect(request?.headers['webhook-signature']).toBe(
        signature(secret, id, String(request?.headers['webhook-timestamp']), request?.body ?? ''),
      );
      expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });

      // The list now shows its last delivery; deleting asks first.
      await page.getByRole('link', { name: 'Back to the webhooks' }).click();
      await expect(row).toContainText('Delivered');
      await row.getByRole('button', { name: `Delete ${receiver.url}` }).click();
      await answerConfirm(
        page,
        'Are you sure you want to delete this webhook endpoint? Its delivery log goes with it.',
        true,
      );
      await expect(row).toHaveCount(0);
      expect((await api.get<Webhook[]>('/admin/webhooks')).map((w) => w.url)).not.toContain(receiver.url);
    } finally {
      await receiver.close();
    }
  });
});

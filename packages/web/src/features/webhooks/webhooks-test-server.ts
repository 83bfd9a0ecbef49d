/** The webhooks API keeping its endpoints and deliveries as the server would, and the screens over it. */
import {
  type Webhook,
  WebhookCreate,
  type WebhookCreated,
  type WebhookDeliveriesPage,
  type WebhookDelivery,
  type WebhookTestQueued,
  WebhookUpdate,
  webhookMessages,
} from '@land-office/contract';
import { fail, on, serve } from '../../test/msw';

export const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw0qvF1IIB/lw=';

export const webhook = (fields: Partial<Webhook> & { id: number; url: string }): Webhook => ({
  description: '',
  events: ['listing.new'],
  format: 'standard',
  enabled: true,
  disabled_at: null,
  consecutive_failures: 0,
  last_delivery: null,
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at: '2026-11-29T10:00:00.000Z',
  ...fields,
});

export const delivery = (fields: Partial<WebhookDelivery> & { id: number }): WebhookDelivery => ({
  message_id: `msg_test${fields.id}`,
  event_type: 'listing.new',
  event_count: 1,
  state: 'succeeded',
  created_at: '2026-11-29T10:00:00.000Z',
  next_attempt_at: null,
  attempts: [],
  ...fields,
  events: fields.events ?? [{ type: fields.event_type ?? 'listing.new', count: fields.event_count ?? 1 }],
});

export interface WebhooksServer {
  rows: Webhook[];
  deliveries: Map<number, WebhookDelivery[]>;
}

/** `/admin/webhooks…` over `initial`: the contract's checks, 404s, a delivery log paged by 2. */
export function webhooksServer(
  initial: Webhook[],
  log: Record<number, WebhookDelivery[]> = {},
): WebhooksServer {
  const state: WebhooksServer = {
    rows: initial.map((row) => ({ ...row })),
    deliveries: new Map(Object.entries(log).map(([id, items]) => [Number(id), [...items]])),
  };
  const { rows, deliveries } = state;
  const find = (id: unknown) => rows.find((row) => row.id === Number(id));
  const missing = () => fail(404, webhookMessages.notFound);
  serve(
    on.get<Webhook[]>('/admin/webhooks', () => rows),
    on.post<WebhookCreated>('/admin/webhooks', ({ body }) => {
      const values = WebhookCreate.parse(body);
      if (values.url.includes('10.0.0.1'))
        return Response.json(
          {
            error: webhookMessages.addressRefused(
              'Address not allowed: 10.0.0.1 resolves to a private or reserved address',
            ),
            field: 'url',
          },
          { status: 400 },
        );
      const created = webhook({ id: Math.max(0, ...rows.map((row) => row.id)) + 1, ...values });
      rows.push(created);
      return { webhook: created, secret: SECRET };
    }),
    on.put<Webhook>('/admin/webhooks/:id', ({ params, body }) => {
      const row = find(params.id);
      return row ? Object.assign(row, WebhookUpdate.parse(body)) : missing();
    }),
    on.delete<{ ok: true }>('/admin/webhooks/:id', ({ params }) => {
      const row = find(params.id);
      if (!row) return missing();
      rows.splice(rows.indexOf(row), 1);
      return { ok: true };
    }),
    on.get<WebhookDeliveriesPage>('/admin/webhooks/:id/deliveries', ({ params, query }) => {
      if (!find(params.id)) return missing();
      const all = [...(deliveries.get(Number(params.id)) ?? [])].sort((a, b) => b.id - a.id);
      const cursor = query.get('cursor');
      const after = cursor ? all.filter((d) => d.id < Number(cursor)) : all;
      const items = after.slice(0, 2);
      return { items, next_cursor: after.length > 2 ? String(items.at(-1)?.id) : null };
    }),
    on.post<WebhookTestQueued>('/admin/webhooks/:id/test', ({ params }) => {
      const id = Number(params.id);
      if (!find(id)) return missing();
      const list = deliveries.get(id) ?? [];
      const queued = delivery({
        id: Math.max(0, ...[...deliveries.values()].flat().map((d) => d.id)) + 1,
        event_type: 'webhook.test',
        state: 'pending',
        next_attempt_at: '2026-11-29T10:00:00.000Z',
      });
      deliveries.set(id, [...list, queued]);
      return { delivery: queued };
    }),
  );
  return state;
}

export { openScreen } from '../../test/open-screen';

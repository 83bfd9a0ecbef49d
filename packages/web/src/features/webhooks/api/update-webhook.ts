import type { Webhook, WebhookUpdate } from '@land-office/contract';
import { landOffice, unwrap } from '../../../lib/api';
import { replaceListedRow } from '../../../lib/listed-rows';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { webhookKeys } from './keys';

export const updateWebhook = ({ id, body }: { id: number; body: WebhookUpdate }) =>
  unwrap(landOffice.PUT('/api/admin/webhooks/{id}', { params: { path: { id } }, body }));

/** A partial update; the list shows the saved endpoint at once. */
export const useUpdateWebhook = () =>
  useCacheMutation(updateWebhook, (qc, saved) => replaceListedRow<Webhook>(qc, webhookKeys.list(), saved));

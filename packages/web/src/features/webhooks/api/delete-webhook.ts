import type { Webhook } from '@land-office/contract';
import { landOffice, unwrap } from '../../../lib/api';
import { dropListedRow } from '../../../lib/listed-rows';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { webhookKeys } from './keys';

export const deleteWebhook = (id: number) =>
  unwrap(landOffice.DELETE('/api/admin/webhooks/{id}', { params: { path: { id } } }));

/** Deletes an endpoint with its queue and delivery log. */
export const useDeleteWebhook = () =>
  useCacheMutation(deleteWebhook, (qc, _result, id) => {
    dropListedRow<Webhook>(qc, webhookKeys.list(), id);
    qc.removeQueries({ queryKey: webhookKeys.deliveries(id) });
  });

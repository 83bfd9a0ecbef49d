import type { Webhook } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { webhookKeys } from './keys';

export const deleteWebhook = (id: number) =>
  unwrap(landOffice.DELETE('/api/admin/webhooks/{id}', { params: { path: { id } } }));

/** Deletes an endpoint with its queue and delivery log. */
export function useDeleteWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_result, id) => {
      qc.setQueryData<Webhook[]>(webhookKeys.list(), (rows) => rows?.filter((row) => row.id !== id));
      qc.removeQueries({ queryKey: webhookKeys.deliveries(id) });
    },
  });
}

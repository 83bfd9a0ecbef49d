import type { Webhook, WebhookUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { webhookKeys } from './keys';

export const updateWebhook = ({ id, body }: { id: number; body: WebhookUpdate }) =>
  unwrap(landOffice.PUT('/api/admin/webhooks/{id}', { params: { path: { id } }, body }));

/** A partial update; the list shows the saved endpoint at once. */
export function useUpdateWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: (saved) =>
      qc.setQueryData<Webhook[]>(webhookKeys.list(), (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      ),
  });
}

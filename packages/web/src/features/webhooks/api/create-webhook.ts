import type { WebhookCreate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { webhookKeys } from './keys';

export const createWebhook = (body: WebhookCreate) =>
  unwrap(landOffice.POST('/api/admin/webhooks', { body }));

/** Adds an endpoint; the answer holds its signing secret, shown this once. */
export function useCreateWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => qc.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

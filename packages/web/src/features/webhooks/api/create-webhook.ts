import type { WebhookCreate, WebhookCreated } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './keys';

export const createWebhook = (body: WebhookCreate) => api.post<WebhookCreated>('/admin/webhooks', body);

/** Adds an endpoint; the answer holds its signing secret, shown this once. */
export function useCreateWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => qc.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

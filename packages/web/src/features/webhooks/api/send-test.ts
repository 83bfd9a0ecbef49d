import type { WebhookTestQueued } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './keys';

export const sendTestEvent = (id: number) => api.post<WebhookTestQueued>(`/admin/webhooks/${id}/test`);

/** Queues a test event for the endpoint; its log then shows it, sent within a second or so. */
export function useSendTestEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: (_queued, id) => qc.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}

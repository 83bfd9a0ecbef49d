import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { webhookKeys } from './keys';

export const sendTestEvent = (id: number) =>
  unwrap(landOffice.POST('/api/admin/webhooks/{id}/test', { params: { path: { id } } }));

/** Queues a test event for the endpoint; its log then shows it, sent within a second or so. */
export function useSendTestEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: (_queued, id) => qc.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}

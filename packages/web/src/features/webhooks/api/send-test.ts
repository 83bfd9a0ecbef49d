import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { webhookKeys } from './keys';

export const sendTestEvent = (id: number) =>
  unwrap(landOffice.POST('/api/admin/webhooks/{id}/test', { params: { path: { id } } }));

/** Queues a test event for the endpoint; its log then shows it, sent within a second or so. */
export const useSendTestEvent = () =>
  useCacheMutation(sendTestEvent, (qc, _queued, id) =>
    qc.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  );

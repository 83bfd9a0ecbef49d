import type { WebhookCreate } from '@land-office/contract';
import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { webhookKeys } from './keys';

export const createWebhook = (body: WebhookCreate) =>
  unwrap(landOffice.POST('/api/admin/webhooks', { body }));

/** Adds an endpoint; the answer holds its signing secret, shown this once. */
export const useCreateWebhook = () =>
  useCacheMutation(createWebhook, (qc) => qc.invalidateQueries({ queryKey: webhookKeys.list() }));

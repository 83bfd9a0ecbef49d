import { webhookMessages } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LandOfficeError, landOffice, unwrap } from '../../../lib/api';
import { webhookKeys } from './keys';

export const listWebhooks = () => unwrap(landOffice.GET('/api/admin/webhooks'));

// Read afresh whenever a screen opens: each endpoint's last delivery changes without a write here.
export const webhooksQuery = () =>
  queryOptions({ queryKey: webhookKeys.list(), queryFn: listWebhooks, staleTime: 0 });

/** Every endpoint, with its last delivery. */
export const useWebhooks = () => useQuery(webhooksQuery());

/** One endpoint, read from the list (the API lists them all); a 404 when it is not there. */
export const useWebhook = (id: number) =>
  useQuery({
    ...webhooksQuery(),
    select: (rows) => {
      const row = rows.find((webhook) => webhook.id === id);
      if (!row) throw new LandOfficeError(404, webhookMessages.notFound);
      return row;
    },
  });

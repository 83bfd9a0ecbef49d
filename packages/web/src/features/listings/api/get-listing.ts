import { useQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { listingKeys } from './keys';

/** One listing with every price it had, read when its history is first opened. */
export const useListing = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: listingKeys.detail(id),
    queryFn: () => unwrap(landOffice.GET('/api/admin/listings/{id}', { params: { path: { id } } })),
    enabled,
  });

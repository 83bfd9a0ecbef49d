import type { AdminListingDetail } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listingKeys } from './keys';

/** One listing with every price it had, read when its history is first opened. */
export const useListing = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: listingKeys.detail(id),
    queryFn: () => api.get<AdminListingDetail>(`/admin/listings/${id}`),
    enabled,
  });

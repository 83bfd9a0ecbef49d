import type { SupportMember } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withVersion } from '../../../lib/record-version';
import { supportKeys } from './keys';

/** The member, with the version it was read at (for the form's `If-Match`): the roster has none. */
export const getMember = async (id: number) => {
  const { data, version } = await api.getWithVersion<SupportMember>(`/admin/support/${id}`);
  return withVersion(data, version);
};

export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: supportKeys.detail(id),
    queryFn: () => getMember(id),
    retry: false,
    // Each opening of the form reads the member afresh: a copy kept from an earlier opening would
    // show older values, and its older version would make the save a conflict.
    gcTime: 0,
    // A member rebuilt by structural sharing would lose its version.
    structuralSharing: false,
  });

/** One member with their version, for the edit form. */
export const useMember = (id: number) => useQuery(memberQuery(id));

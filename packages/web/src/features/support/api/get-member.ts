import { queryOptions, useQuery } from '@tanstack/react-query';
import { landOffice } from '../../../lib/api';
import { keepVersion, versionedQuery } from '../../../lib/versioned-document';
import { supportKeys } from './keys';

/** The member, with the version it was read at (for the form's `If-Match`): the roster has none. */
export const getMember = (id: number) =>
  keepVersion(landOffice.GET('/api/admin/support/{id}', { params: { path: { id } } }));

export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: supportKeys.detail(id),
    queryFn: () => getMember(id),
    ...versionedQuery,
    // Each opening of the form reads the member afresh: a copy kept from an earlier opening would
    // show older values, and its older version would make the save a conflict.
    gcTime: 0,
  });

/** One member with their version, for the edit form. */
export const useMember = (id: number) => useQuery(memberQuery(id));

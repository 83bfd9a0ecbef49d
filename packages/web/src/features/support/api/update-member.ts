import type { SupportMember } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, landOffice } from '../../../lib/api';
import { ifMatch, keepVersion } from '../../../lib/versioned-document';
import { supportKeys } from './keys';

/**
 * `version`: the one the edit form opened the member at, sent as `If-Match` (the roster's
 * active toggle sends none). Answers the saved member with their new version.
 */
export const updateMember = ({
  id,
  body,
  version,
}: {
  id: number;
  body: BodyOf<'/api/admin/support/{id}', 'put'>;
  version?: string;
}) =>
  keepVersion(
    landOffice.PUT('/api/admin/support/{id}', { params: { path: { id } }, body, headers: ifMatch(version) }),
  );

/** A partial update; the roster shows the saved member at once, then refetches. */
export function useUpdateMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (saved) => {
      qc.setQueryData<SupportMember[]>(supportKeys.list(), (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      );
      return qc.invalidateQueries({ queryKey: supportKeys.list() });
    },
  });
}

import type { SupportMember } from '@land-office/contract';
import { type BodyOf, landOffice } from '../../../lib/api';
import { replaceListedRow } from '../../../lib/listed-rows';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
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
export const useUpdateMember = () =>
  useCacheMutation(updateMember, (qc, saved) => {
    replaceListedRow<SupportMember>(qc, supportKeys.list(), saved);
    return qc.invalidateQueries({ queryKey: supportKeys.list() });
  });

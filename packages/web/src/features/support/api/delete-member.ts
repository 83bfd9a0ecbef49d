import type { SupportMember } from '@land-office/contract';
import { landOffice, unwrap } from '../../../lib/api';
import { dropListedRow } from '../../../lib/listed-rows';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { supportKeys } from './keys';

export const deleteMember = (id: number) =>
  unwrap(landOffice.DELETE('/api/admin/support/{id}', { params: { path: { id } } }));

export const useDeleteMember = () =>
  useCacheMutation(deleteMember, (qc, _result, id) => {
    dropListedRow<SupportMember>(qc, supportKeys.list(), id);
    return qc.invalidateQueries({ queryKey: supportKeys.list() });
  });

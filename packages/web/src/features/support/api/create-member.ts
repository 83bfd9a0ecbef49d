import type { SupportMember } from '@land-office/contract';
import { type BodyOf, landOffice, unwrap } from '../../../lib/api';
import { appendListedRow } from '../../../lib/listed-rows';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { supportKeys } from './keys';

export const createMember = (body: BodyOf<'/api/admin/support', 'post'>) =>
  unwrap(landOffice.POST('/api/admin/support', { body }));

export const useCreateMember = () =>
  useCacheMutation(createMember, (qc, saved) => {
    appendListedRow<SupportMember>(qc, supportKeys.list(), saved);
    return qc.invalidateQueries({ queryKey: supportKeys.list() });
  });

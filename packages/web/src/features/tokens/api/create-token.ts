import type { TokenInput } from '@land-office/contract';
import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { tokenKeys } from './keys';

export const createToken = (body: TokenInput) => unwrap(landOffice.POST('/api/admin/tokens', { body }));

/** Makes a token; the answer holds the token itself, shown this once. */
export const useCreateToken = () =>
  useCacheMutation(createToken, (qc) => qc.invalidateQueries({ queryKey: tokenKeys.list() }));

import type { ApiToken } from '@land-office/contract';
import { landOffice, unwrap } from '../../../lib/api';
import { dropListedRow } from '../../../lib/listed-rows';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { tokenKeys } from './keys';

export const revokeToken = (id: number) =>
  unwrap(landOffice.DELETE('/api/admin/tokens/{id}', { params: { path: { id } } }));

/** Revokes a token: whatever uses it is refused from now on. */
export const useRevokeToken = () =>
  useCacheMutation(revokeToken, (qc, _result, id) => dropListedRow<ApiToken>(qc, tokenKeys.list(), id));

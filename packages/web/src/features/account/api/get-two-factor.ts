import { useQuery } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';

export const getTwoFactor = () => unwrap(landOffice.GET('/api/admin/account/two-factor'));

/** The signed-in person's second factors: the app, recovery codes left, passkeys; and whether one is required. */
export const useTwoFactor = () => useQuery({ queryKey: accountKeys.twoFactor, queryFn: getTwoFactor });

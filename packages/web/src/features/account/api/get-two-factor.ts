import type { TwoFactorStatus } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { api } from '../../../lib/api-client';

export const getTwoFactor = () => api.get<TwoFactorStatus>('/admin/account/two-factor');

/** The signed-in person's second factors: the app, recovery codes left, passkeys; and whether one is required. */
export const useTwoFactor = () => useQuery({ queryKey: accountKeys.twoFactor, queryFn: getTwoFactor });

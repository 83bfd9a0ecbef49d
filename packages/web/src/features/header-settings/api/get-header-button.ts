import type { HeaderButton } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { headerKeys } from './keys';

/** A public read (spec §6): the public site shows the same button. */
export const getHeaderButton = () => api.get<HeaderButton>('/header-settings/button');

export const useHeaderButton = () =>
  useQuery({ queryKey: headerKeys.button(), queryFn: getHeaderButton, retry: false });

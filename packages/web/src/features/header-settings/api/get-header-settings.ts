import type { HeaderSettings } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { headerKeys } from './keys';

export const getHeaderSettings = () => api.get<HeaderSettings>('/header-settings/admin');

export const useHeaderSettings = () =>
  useQuery({ queryKey: headerKeys.settings(), queryFn: getHeaderSettings, retry: false });

import type { MenuItem } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { headerKeys } from './keys';

/** Every menu item, active or not, in header order. */
export const listMenuItems = async () =>
  (await api.get<MenuItem[]>('/menu/admin')).toSorted((a, b) => a.order_pos - b.order_pos || a.id - b.id);

export const useMenuItems = () =>
  useQuery({ queryKey: headerKeys.menuItems(), queryFn: listMenuItems, retry: false });

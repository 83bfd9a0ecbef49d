import type { MenuItemCreate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { menus } from '../../menus/api/menus';

/** The header's menu is the Menus screen's resource: one cache, so both stay in step. */
export const headerMenu = menus;

/** Spec §7 Create Default Menus: one POST per item, in order. */
export function useCreateMenuItems() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (items: MenuItemCreate[]) => {
      for (const item of items) await api.post('/menu/admin', item);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: headerMenu.keys.list() }),
  });
}

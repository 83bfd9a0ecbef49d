import type { MenuItem, MenuItemCreate, MenuItemUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentResource } from '../../../lib/content-resource';

/** The header's menu is the menu API's list (same query keys as the Menus screen, so both stay in step). */
export const headerMenu = contentResource<MenuItem, MenuItemCreate, MenuItemUpdate>('menu');

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

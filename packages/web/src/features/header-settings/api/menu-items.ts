import { type MenuItemCreate, menuType } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentResource } from '../../../lib/content-resource';

/** One declaration gives one resource: the header's menu and the Menus screen share one cache. */
export const headerMenu = contentResource(menuType);

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

import { menuType } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, landOffice, unwrap } from '../../../lib/api';
import { contentResource } from '../../../lib/content-resource';

/** One declaration gives one resource: the header's menu and the Menus screen share one cache. */
export const headerMenu = contentResource(menuType);

/** Spec §7 Create Default Menus: one POST per item, in order. */
export function useCreateMenuItems() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (items: BodyOf<'/api/menu/admin', 'post'>[]) => {
      for (const item of items) await unwrap(landOffice.POST('/api/menu/admin', { body: item }));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: headerMenu.keys.list() }),
  });
}

import type { MenuItem, MenuItemCreate, MenuItemUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { headerKeys } from './keys';

export const createMenuItem = async (body: MenuItemCreate) =>
  (await api.post<{ menu: MenuItem }>('/menu/admin', body)).menu;

export const updateMenuItem = async ({ id, body }: { id: number; body: MenuItemUpdate }) =>
  (await api.put<{ menu: MenuItem }>(`/menu/admin/${id}`, body)).menu;

export const deleteMenuItem = (id: number) => api.delete(`/menu/admin/${id}`);

/** One mutation per menu call of spec §7; each refetches the list it changed. */
function useMenuMutation<A, R>(call: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => qc.invalidateQueries({ queryKey: headerKeys.menuItems() }),
  });
}

export const useCreateMenuItem = () => useMenuMutation(createMenuItem);
export const useUpdateMenuItem = () => useMenuMutation(updateMenuItem);
export const useDeleteMenuItem = () => useMenuMutation(deleteMenuItem);
/** Spec §7 Create Default Menus: one POST per item, in order, skipping those already there. */
export const useCreateMenuItems = () =>
  useMenuMutation(async (items: MenuItemCreate[]) => {
    for (const item of items) await createMenuItem(item);
  });

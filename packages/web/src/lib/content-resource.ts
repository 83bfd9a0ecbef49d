import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/** What every ordered content record has (menus, services, banners, heroes). */
export interface ContentRecord {
  id: number;
  is_active: boolean;
  order_pos: number;
}

/** Every update body can carry is_active alone: the list's status badge sends just that. */
export type Toggle = { is_active?: boolean };

export interface ContentResourceOptions {
  /** URL segment and response key of the API: "service" → /service/admin, `{ service }`. */
  name: string;
  /** Body key of `PUT /<name>/admin/reorder`, e.g. "services" or "banners". */
  reorderKey: string;
}

/**
 * The API hooks of one content type, all over the shared REST surface: list, one, create,
 * partial update, delete and reorder. A feature's `api/` makes one of these; the list and
 * form scaffolds take it whole. Writes put the saved rows into the list cache at once (the list
 * updates locally after success), then refetch.
 */
export function contentResource<T extends ContentRecord, Create, Update extends Toggle = Partial<T>>(
  options: ContentResourceOptions,
) {
  const { name, reorderKey } = options;
  const keys = {
    all: [name] as const,
    list: () => [name, 'list'] as const,
    detail: (id: number) => [name, 'detail', id] as const,
  };
  const list = () => api.get<T[]>(`/${name}/admin`);
  const one = async (id: number) => (await api.get<Record<string, T>>(`/${name}/admin/${id}`))[name] as T;
  const listQuery = () => queryOptions({ queryKey: keys.list(), queryFn: list });
  const oneQuery = (id: number) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: () => one(id), retry: false });

  function useWrite<V, R extends T[] | T | null>(
    mutationFn: (vars: V) => Promise<R>,
    drop?: (vars: V) => number,
  ) {
    const qc = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: (result, vars) => {
        if (Array.isArray(result)) qc.setQueryData<T[]>(keys.list(), result);
        else if (result) {
          const saved = result as T;
          qc.setQueryData<T[]>(keys.list(), (rows) =>
            rows?.map((row) => (row.id === saved.id ? saved : row)),
          );
          qc.setQueryData(keys.detail(saved.id), saved);
        }
        if (drop) {
          const id = drop(vars);
          qc.setQueryData<T[]>(keys.list(), (rows) => rows?.filter((row) => row.id !== id));
          qc.removeQueries({ queryKey: keys.detail(id) });
        }
        return qc.invalidateQueries({ queryKey: keys.list() });
      },
    });
  }

  return {
    name,
    keys,
    listQuery,
    oneQuery,
    /** Every record, by order_pos then id. */
    useList: () => useQuery(listQuery()),
    /** One record by id, for the edit form (404 is not retried). */
    useOne: (id: number) => useQuery(oneQuery(id)),
    useCreate: () =>
      useWrite(
        async (body: Create) => (await api.post<Record<string, T>>(`/${name}/admin`, body))[name] as T,
      ),
    useUpdate: () =>
      useWrite(
        async ({ id, body }: { id: number; body: Update }) =>
          (await api.put<Record<string, T>>(`/${name}/admin/${id}`, body))[name] as T,
      ),
    useDelete: () =>
      useWrite(
        async (id: number): Promise<null> => {
          await api.delete(`/${name}/admin/${id}`);
          return null;
        },
        (id) => id,
      ),
    /** Saves a new order (positions 1…n in the given order) in one call; answers the saved list. */
    useReorder: () =>
      useWrite((ordered: T[]) =>
        api.put<T[]>(`/${name}/admin/reorder`, {
          [reorderKey]: ordered.map((row, index) => ({ id: row.id, order_pos: index + 1 })),
        }),
      ),
  };
}

export type ContentResource<
  T extends ContentRecord,
  Create = unknown,
  Update extends Toggle = Partial<T>,
> = ReturnType<typeof contentResource<T, Create, Update>>;

import type {
  AutosaveBody,
  RestoredRevision,
  Revision,
  RevisionDetail,
  RevisionPage,
} from '@land-office/contract';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/** A record's history: a content record's resource and id, or a settings document's resource alone. */
export interface HistoryOf {
  resource: string;
  id?: number | string;
}

export const revisionKeys = {
  all: ['revisions'] as const,
  resource: (resource: string) => [...revisionKeys.all, resource] as const,
  list: ({ resource, id }: HistoryOf) =>
    [...revisionKeys.resource(resource), String(id ?? ''), 'list'] as const,
  detail: (id: number) => [...revisionKeys.all, 'detail', id] as const,
};

/** One page of a record's revisions, newest first; `autosave` asks for its autosaves alone. */
export function revisionsPage(
  of: HistoryOf,
  page: { limit?: number; before?: number; autosave?: boolean } = {},
): Promise<RevisionPage> {
  const query = new URLSearchParams({ resource: of.resource });
  if (of.id !== undefined) query.set('id', String(of.id));
  if (page.limit) query.set('limit', String(page.limit));
  if (page.before) query.set('before', String(page.before));
  if (page.autosave) query.set('autosave', '1');
  return api.get<RevisionPage>(`/admin/revisions?${query}`);
}

export const revisionsQuery = (of: HistoryOf) =>
  infiniteQueryOptions({
    queryKey: revisionKeys.list(of),
    queryFn: ({ pageParam }) => revisionsPage(of, { before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
    retry: false,
  });

/** One revision with the record before it. */
export const getRevision = (id: number) => api.get<RevisionDetail>(`/admin/revisions/${id}`);

export const revisionQuery = (id: number) =>
  queryOptions({ queryKey: revisionKeys.detail(id), queryFn: () => getRevision(id), retry: false });

/** Writes an old version back as the record's current one; the history then lists the restore. */
export function useRestoreRevision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<RestoredRevision>(`/admin/revisions/${id}/restore`),
    onSuccess: (restored) => qc.invalidateQueries({ queryKey: revisionKeys.resource(restored.resource) }),
  });
}

/** Keeps a form's unsaved work beside the record, replacing the record's previous autosave. */
export const autosave = (body: AutosaveBody) =>
  api.post<{ revision: Revision }>('/admin/revisions/autosave', body);

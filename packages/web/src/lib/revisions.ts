import type { AutosaveBody, RevisionPage } from '@land-office/contract';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from './api';

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
  const query = {
    resource: of.resource,
    id: of.id === undefined ? undefined : String(of.id),
    limit: page.limit || undefined,
    before: page.before || undefined,
    autosave: page.autosave ? ('1' as const) : undefined,
  };
  return unwrap(landOffice.GET('/api/admin/revisions', { params: { query } }));
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
export const getRevision = (id: number) =>
  unwrap(landOffice.GET('/api/admin/revisions/{id}', { params: { path: { id } } }));

export const revisionQuery = (id: number) =>
  queryOptions({ queryKey: revisionKeys.detail(id), queryFn: () => getRevision(id), retry: false });

/** Writes an old version back as the record's current one; the history then lists the restore. */
export function useRestoreRevision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(landOffice.POST('/api/admin/revisions/{id}/restore', { params: { path: { id } } })),
    onSuccess: (restored) => qc.invalidateQueries({ queryKey: revisionKeys.resource(restored.resource) }),
  });
}

/** Keeps a form's unsaved work beside the record, replacing the record's previous autosave. */
export const autosave = (body: AutosaveBody) =>
  unwrap(landOffice.POST('/api/admin/revisions/autosave', { body }));

import type { paths } from '@land-office/client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { landOffice, unwrap } from './api';
import { dropListedRow, replaceListedRow } from './listed-rows';
import { ifMatch, keepVersion, versionedQuery } from './versioned-document';

interface Entity {
  id: number;
  /** Ordered types only (a type published by slug has none, and no reorder). */
  order_pos?: number;
}

export interface ReorderItem {
  id: number;
  order_pos: number;
}

/** What the resource reads of a content type's declaration: its name, routes, answer key and reorder key. */
export interface ResourceSource {
  name: string;
  /** Where its routes live and the key its answers use, when not its name (pages: `/pages/admin`, `{ page }`). */
  api?: { path: string; key: string };
  reorderKey?: string;
}

/** A declaration with its schemas (`menuType`, `faqType`…): the resource is typed by them. */
export interface DeclaredSchemas extends ResourceSource {
  schemas: { entity: z.ZodType; create: z.ZodType; update: z.ZodType };
}

/** One record of a declared ordered type, as the admin routes answer it. */
export type RecordOf<D extends DeclaredSchemas> = z.output<D['schemas']['entity']> & {
  id: number;
  is_active: boolean;
  order_pos: number;
};
export type CreateOf<D extends DeclaredSchemas> = z.input<D['schemas']['create']>;
export type UpdateOf<D extends DeclaredSchemas> = z.input<D['schemas']['update']>;

/**
 * The shared content routes as the API's document names them (`/api/menu/admin`,
 * `/api/pages/admin`…): an admin list whose record path (`/{id}`) the document also has.
 */
type ContentRoute = {
  [P in keyof paths]: P extends `${string}/admin` ? (`${P}/{id}` extends keyof paths ? P : never) : never;
}[keyof paths];
/** The ordered ones, which have a reorder route. */
type OrderedRoute = { [P in ContentRoute]: `${P}/reorder` extends keyof paths ? P : never }[ContentRoute];
type Keyed<T> = Record<string, T>;

/**
 * The calls of one type's shared routes, typed by the document's content routes. A declaration
 * names its routes with a string (`name`, `api.path`), so TypeScript cannot tell which of the
 * document's routes it is, nor relate the document's answers and bodies to the records the
 * declaration's schemas type: that is said here, once, with casts. The API's registry test checks
 * that every declared type has these routes.
 */
function contentCalls<T, C, U>(base: ContentRoute) {
  const record = `${base}/{id}` as const;
  return {
    list: () => unwrap(landOffice.GET(base)) as Promise<unknown> as Promise<T[]>,
    read: (id: number) =>
      landOffice.GET(record, { params: { path: { id } } }) as Promise<unknown> as Promise<{
        data?: Keyed<T>;
        error?: unknown;
        response: Response;
      }>,
    create: (body: C) =>
      unwrap(landOffice.POST(base, { body: body as never })) as Promise<unknown> as Promise<Keyed<T>>,
    update: (id: number, body: U, version: string | undefined) =>
      landOffice.PUT(record, {
        params: { path: { id } },
        body: body as never,
        headers: ifMatch(version),
      }) as Promise<unknown> as Promise<{ data?: Keyed<T>; error?: unknown; response: Response }>,
    remove: (id: number) => unwrap(landOffice.DELETE(record, { params: { path: { id } } })),
    reorder: (body: Record<string, ReorderItem[]>) =>
      unwrap(
        landOffice.PUT(`${base as OrderedRoute}/reorder`, { body: body as never }),
      ) as Promise<unknown> as Promise<T[]>,
  };
}

const made = new WeakMap<ResourceSource, unknown>();

/**
 * The admin side of one content type served by the API's shared content routes (spec §7:
 * /<name>/admin, answers `{ <name> }`), read from its declaration: its query keys and one hook
 * per call. One declaration gives one resource, so every screen of a type shares one cache.
 */
export function contentResource<D extends DeclaredSchemas>(
  type: D,
): ContentResource<RecordOf<D>, CreateOf<D>, UpdateOf<D>>;
/** A resource named without a declaration, typed by the caller. */
export function contentResource<T extends Entity, C, U>(type: ResourceSource): ContentResource<T, C, U>;
export function contentResource(type: ResourceSource) {
  const resource = made.get(type) ?? makeResource(type);
  made.set(type, resource);
  return resource;
}

export type ContentResource<T extends Entity, C, U> = ReturnType<typeof makeResource<T, C, U>>;

/** Saves update the list locally (spec §4) instead of reloading it. */
function makeResource<T extends Entity, C, U>({ name, api: route, reorderKey = 'items' }: ResourceSource) {
  const calls = contentCalls<T, C, U>(`/api/${route?.path ?? name}/admin` as ContentRoute);
  const key = route?.key ?? name;
  const keys = {
    all: [name] as const,
    list: () => [name, 'list'] as const,
    detail: (id: number) => [name, 'detail', id] as const,
  };
  const one = (body: Keyed<T>) => body[key] as T;
  const listQuery = () => queryOptions({ queryKey: keys.list(), queryFn: calls.list });
  // The record keeps the version it was read at, for the form that saves it back (`If-Match`).
  const itemQuery = (id: number) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: () => keepVersion(calls.read(id), one),
      ...versionedQuery,
    });

  return {
    keys,
    listQuery,
    itemQuery,
    useList: () => useQuery(listQuery()),
    useItem: (id: number) => useQuery(itemQuery(id)),

    useCreate() {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: async (body: C) => one(await calls.create(body)),
        // The detail is not filled from this answer: it has no version, and a form opened on it
        // could then overwrite a later change unknowingly.
        onSuccess: () => qc.invalidateQueries({ queryKey: keys.list() }),
      });
    },

    /**
     * A partial update; the list shows the saved row at once. With the `version` the record was
     * opened at, a change made meanwhile by someone else is refused (412) rather than overwritten.
     */
    useUpdate() {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: ({ id, body, version }: { id: number; body: U; version?: string }) =>
          keepVersion(calls.update(id, body, version), one),
        onSuccess: (saved) => {
          replaceListedRow<T>(qc, keys.list(), saved);
          qc.setQueryData(keys.detail(saved.id), saved);
        },
      });
    },

    useDelete() {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: calls.remove,
        onSuccess: (_result, id) => {
          dropListedRow<T>(qc, keys.list(), id);
          qc.removeQueries({ queryKey: keys.detail(id) });
        },
      });
    },

    /**
     * Saves a new order in one call. The list takes the new order at once and goes back to the
     * old one if the server refuses it (the server changes all or nothing).
     */
    useReorder() {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: (items: ReorderItem[]) => calls.reorder({ [reorderKey]: items }),
        onMutate: async (items) => {
          await qc.cancelQueries({ queryKey: keys.list() });
          const previous = qc.getQueryData<T[]>(keys.list());
          const position = new Map(items.map((item) => [item.id, item.order_pos]));
          qc.setQueryData<T[]>(keys.list(), (rows) =>
            rows
              ?.map((row) => ({ ...row, order_pos: position.get(row.id) ?? row.order_pos }))
              .sort((a, b) => (a.order_pos ?? 0) - (b.order_pos ?? 0) || a.id - b.id),
          );
          return { previous };
        },
        onError: (_error, _items, context) => qc.setQueryData(keys.list(), context?.previous),
        onSuccess: (rows) => qc.setQueryData(keys.list(), rows),
      });
    },
  };
}

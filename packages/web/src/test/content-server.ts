import { fail, on, serve } from './msw';

interface Row {
  id: number;
  /** Ordered types'; a type published by slug is listed newest first instead. */
  order_pos?: number;
}
type Schema<T> = { parse(value: unknown): T };

/** What the fake reads of a content type's declaration (`menuType`, `bannerType`…). */
interface Declared<T extends Row> {
  name: string;
  api?: { path: string; key: string };
  ordered?: boolean;
  reorderKey?: string;
  schemas: { entity: Schema<T>; create: Schema<unknown>; update: Schema<unknown> };
  messages: { notFound: string };
}

export interface ContentServer<T extends Row> {
  /** The stored rows, as the server holds them after the requests so far. */
  rows: T[];
  /** The next `METHOD path` (`PUT /menu/admin/4`, or `PUT *` for any) answers this error instead. */
  failNext(route: string, status: number, error: string, details?: Parameters<typeof fail>[2]): void;
}

/**
 * The API's content routes of one declared type (`/<path>/admin…`, answering `{ <key> }`: the
 * type's name unless it declares otherwise) over an in-memory table: bodies go through the
 * declaration's create and update schemas as on the server (defaults filled, unknown fields
 * refused), answers through its entity schema. A type published by slug (not ordered) is listed
 * newest first and its records carry `created_at` / `updated_at`, as its routes answer them.
 */
export function contentServer<T extends Row>(type: Declared<T>, initial: T[] = []): ContentServer<T> {
  const { schemas } = type;
  const key = type.api?.key ?? type.name;
  const stamped = type.ordered === false;
  const now = () => new Date().toISOString();
  const rows = initial.map((row) => ({ ...row }));
  const base = `/${type.api?.path ?? type.name}/admin`;
  const answer = (row: T) => {
    const entity = schemas.entity.parse(row);
    if (!stamped) return entity;
    const { created_at, updated_at } = row as T & { created_at?: string; updated_at?: string };
    return { ...entity, created_at, updated_at };
  };
  const sorted = () =>
    [...rows]
      .sort((a, b) => (stamped ? b.id - a.id : (a.order_pos ?? 0) - (b.order_pos ?? 0) || a.id - b.id))
      .map(answer);
  const find = (id: unknown) => rows.find((row) => row.id === Number(id));
  const one = (row: T) => ({ [key]: answer(row) });
  const missing = () => fail(404, type.messages.notFound);

  serve(
    on.get<T[]>(base, () => sorted()),
    on.post<Record<string, T>>(base, ({ body }) => {
      const row = {
        ...(schemas.create.parse(body) as T),
        id: Math.max(0, ...rows.map((r) => r.id)) + 1,
        ...(stamped ? { created_at: now(), updated_at: now() } : {}),
      };
      rows.push(row);
      return one(row);
    }),
    on.put<T[], Record<string, Array<{ id: number; order_pos: number }>>>(`${base}/reorder`, ({ body }) => {
      for (const item of body[type.reorderKey ?? 'items'] ?? []) {
        const row = find(item.id);
        if (row) row.order_pos = item.order_pos;
      }
      return sorted();
    }),
    on.get<Record<string, T>>(`${base}/:id`, ({ params }) => {
      const row = find(params.id);
      return row ? one(row) : missing();
    }),
    on.put<Record<string, T>>(`${base}/:id`, ({ params, body }) => {
      const row = find(params.id);
      const { id: _echoed, ...changes } = schemas.update.parse(body) as Partial<T>;
      return row ? one(Object.assign(row, changes, stamped ? { updated_at: now() } : {})) : missing();
    }),
    on.delete<{ ok: true }>(`${base}/:id`, ({ params }) => {
      const row = find(params.id);
      if (!row) return missing();
      rows.splice(rows.indexOf(row), 1);
      return { ok: true };
    }),
  );

  return {
    rows,
    failNext(route, status, error, details) {
      const [method = 'GET', path = '*'] = route.split(' ');
      const verb = method.toLowerCase() as keyof typeof on;
      serve(on[verb](path === '*' ? '/*' : path, () => fail(status, error, details), { once: true }));
    },
  };
}

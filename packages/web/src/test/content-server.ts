import { fail, on, serve } from './msw';

interface Row {
  id: number;
  order_pos: number;
}
type Schema<T> = { parse(value: unknown): T };

/** What the fake reads of a content type's declaration (`menuType`, `bannerType`…). */
interface Declared<T extends Row> {
  name: string;
  reorderKey?: string;
  schemas: { entity: Schema<T>; create: Schema<unknown>; update: Schema<unknown> };
  messages: { notFound: string };
}

export interface ContentServer<T extends Row> {
  /** The stored rows, as the server holds them after the requests so far. */
  rows: T[];
  /** The next `METHOD path` (`PUT /menu/admin/4`, or `PUT *` for any) answers this error instead. */
  failNext(route: string, status: number, error: string): void;
}

/**
 * The API's shared content routes of one declared type (`/<name>/admin…`, answering `{ <name> }`)
 * over an in-memory table: bodies go through the declaration's create and update schemas as on
 * the server (defaults filled, unknown fields refused), answers through its entity schema.
 */
export function contentServer<T extends Row>(type: Declared<T>, initial: T[] = []): ContentServer<T> {
  const { name, schemas } = type;
  const rows = initial.map((row) => ({ ...row }));
  const base = `/${name}/admin`;
  const sorted = () =>
    [...rows]
      .sort((a, b) => a.order_pos - b.order_pos || a.id - b.id)
      .map((row) => schemas.entity.parse(row));
  const find = (id: unknown) => rows.find((row) => row.id === Number(id));
  const one = (row: T) => ({ [name]: schemas.entity.parse(row) });
  const missing = () => fail(404, type.messages.notFound);

  serve(
    on.get<T[]>(base, () => sorted()),
    on.post<Record<string, T>>(base, ({ body }) => {
      const row = { ...(schemas.create.parse(body) as T), id: Math.max(0, ...rows.map((r) => r.id)) + 1 };
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
      return row ? one(Object.assign(row, changes)) : missing();
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
    failNext(route, status, error) {
      const [method = 'GET', path = '*'] = route.split(' ');
      const verb = method.toLowerCase() as keyof typeof on;
      serve(on[verb](path === '*' ? '/*' : path, () => fail(status, error), { once: true }));
    },
  };
}

import { fail, on, requests, serve } from './msw';

export interface FakeContentApi<T> {
  rows: T[];
  /** Every request sent so far as `METHOD /api/path` with its parsed body (FormData for an upload). */
  readonly calls: Array<{ method: string; path: string; body: unknown }>;
  /** The next answer to `METHOD /api/path` (or `METHOD *`) is this error instead. */
  failNext(route: string, status: number, error: string, details?: Parameters<typeof fail>[2]): void;
}

/**
 * The API's shared content routes of one resource (`/api/<name>/admin…`) over an in-memory list,
 * served at the network edge by MSW, for screen tests that hand it rows as they are (no schema
 * applied: `contentServer` is the declaration-checked one). `extra` answers any other path
 * (uploads…); what neither answers is a 404.
 */
export function fakeContentApi<T extends { id: number; order_pos: number }>(
  name: string,
  initial: T[],
  extra: (method: string, path: string, body: unknown) => Response | undefined = () => undefined,
): FakeContentApi<T> {
  const rows = initial.map((row) => ({ ...row }));
  const failures = new Map<string, Response>();
  const base = `/api/${name}/admin`;
  const sorted = () => [...rows].sort((a, b) => a.order_pos - b.order_pos || a.id - b.id);

  serve(
    on.all<unknown>('/*', ({ request, body }) => {
      const path = new URL(request.url).pathname;
      const method = request.method;
      for (const route of [`${method} ${path}`, `${method} *`]) {
        const failure = failures.get(route);
        if (failure) {
          failures.delete(route);
          return failure;
        }
      }
      if (path === base && method === 'GET') return sorted();
      if (path === base && method === 'POST') {
        const row = { order_pos: 0, ...(body as object), id: Math.max(0, ...rows.map((r) => r.id)) + 1 } as T;
        rows.push(row);
        return { [name]: row };
      }
      if (path === `${base}/reorder` && method === 'PUT') {
        for (const item of Object.values(body as object)[0] as Array<{ id: number; order_pos: number }>) {
          const row = rows.find((r) => r.id === item.id);
          if (row) row.order_pos = item.order_pos;
        }
        return sorted();
      }
      const id = Number(path.slice(base.length + 1));
      const row = path.startsWith(`${base}/`) ? rows.find((r) => r.id === id) : undefined;
      if (row && method === 'GET') return { [name]: row };
      if (row && method === 'PUT') return { [name]: Object.assign(row, body) };
      if (row && method === 'DELETE') {
        rows.splice(rows.indexOf(row), 1);
        return { ok: true };
      }
      return extra(method, path, body) ?? fail(404, 'Not found');
    }),
  );

  return {
    rows,
    get calls() {
      return requests().map(({ method, path, body }) => ({ method, path: `/api${path}`, body }));
    },
    failNext(route, status, error, details) {
      failures.set(route, fail(status, error, details));
    },
  };
}

export { renderRoutes } from './render-routes';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

export interface FakeContentApi<T> {
  rows: T[];
  /** Every request as `METHOD /path` with its parsed JSON body (FormData stays as is). */
  calls: Array<{ method: string; path: string; body: unknown }>;
  /** The next answer to `METHOD /path` (or `METHOD *`) is this error instead. */
  failNext(route: string, status: number, error: string): void;
}

/**
 * A stand-in for the API's shared content routes of one resource (`/api/<name>/admin…`) over
 * an in-memory list, for screen tests; `extra` answers any other path (uploads…).
 */
export function fakeContentApi<T extends { id: number; order_pos: number }>(
  name: string,
  initial: T[],
  extra: (method: string, path: string, body: unknown) => Response | undefined = () => undefined,
): FakeContentApi<T> {
  const fake: FakeContentApi<T> = { rows: initial.map((row) => ({ ...row })), calls: [], failNext };
  const failures = new Map<string, Response>();
  function failNext(route: string, status: number, error: string) {
    failures.set(route, json({ error }, status));
  }
  const base = `/api/${name}/admin`;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    fake.calls.push({ method, path, body });
    for (const route of [`${method} ${path}`, `${method} *`]) {
      const failure = failures.get(route);
      if (failure) {
        failures.delete(route);
        return failure;
      }
    }
    const sorted = () => [...fake.rows].sort((a, b) => a.order_pos - b.order_pos || a.id - b.id);
    if (path === base && method === 'GET') return json(sorted());
    if (path === base && method === 'POST') {
      const row = { order_pos: 0, ...body, id: Math.max(0, ...fake.rows.map((r) => r.id)) + 1 } as T;
      fake.rows.push(row);
      return json({ [name]: row });
    }
    if (path === `${base}/reorder` && method === 'PUT') {
      for (const item of Object.values(body as object)[0] as Array<{ id: number; order_pos: number }>) {
        const row = fake.rows.find((r) => r.id === item.id);
        if (row) row.order_pos = item.order_pos;
      }
      return json(sorted());
    }
    const id = Number(path.slice(base.length + 1));
    const row = path.startsWith(`${base}/`) ? fake.rows.find((r) => r.id === id) : undefined;
    if (row && method === 'GET') return json({ [name]: row });
    if (row && method === 'PUT') return json({ [name]: Object.assign(row, body) });
    if (row && method === 'DELETE') {
      fake.rows.splice(fake.rows.indexOf(row), 1);
      return json({ ok: true });
    }
    return extra(method, path, body) ?? json({ error: 'Not found' }, 404);
  });
  return fake;
}

/** Renders routes in a memory router with a fresh query client; answers the router. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

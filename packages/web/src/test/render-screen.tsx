import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Renders a screen inside a data router (so leave-prompts work) and a fresh query client. */
export function renderScreen(element: ReactNode, path = '/admin/screen') {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A fake HTTP layer: `'PUT /site-settings/admin'` → handler. Unlisted calls answer 404.
 * Returns the spy, whose calls can be read with `sent()`.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input).replace(/^\/api/, '')}`;
    const handler = routes[key];
    return handler ? handler(init) : json({ error: `no fake for ${key}` }, 404);
  });
  const sent = (method: string, path: string) =>
    spy.mock.calls
      .filter(([input, init]) => String(input) === `/api${path}` && (init?.method ?? 'GET') === method)
      .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
  return { spy, sent };
}

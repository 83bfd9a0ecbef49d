/** A fetch stub that keeps a roster as the server would, and the screen rendered against it. */
import type { SupportMember } from '@land-office/contract';
import { supportMessages } from '@land-office/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import SupportSettingsPage from './support-settings-page';

export const MARISOL = '8fe61c8b-18e3-450d-9ef7-ade47db2f806';
export const NED = '77ce09ba-218d-413e-a89a-aea9ba23ba73';
export const PHOTO =
  'https://picture-service.secondlife.com/4ed32d9a-bec7-46a2-b7f4-12b3cb0580eb/256x192.jpg';

export const member = (fields: Partial<SupportMember> & { id: number; uuid: string }): SupportMember => ({
  name: null,
  photo_url: null,
  email: null,
  languages: '',
  roles: [],
  is_active: true,
  status: 'offline',
  last_seen: null,
  profile_status: 'found',
  ...fields,
});

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

export interface Stub {
  members: SupportMember[];
  /** Answers a POST/PUT instead of the stub's own handling. */
  refuse?: { status: number; error: string };
}

/** The screen against a fetch stub that keeps `members` as the server would. */
/** The screen inside a data router (the form's unsaved-changes guard needs one) and a query client. */
export function renderWithRouter(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/admin/support-settings', element },
      { path: '/admin/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/admin/support-settings'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export function renderScreen(stub: Stub) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/admin/support') return json(stub.members);
    if ((method === 'POST' || method === 'PUT') && stub.refuse)
      return json({ error: stub.refuse.error }, stub.refuse.status);
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    if (method === 'POST') {
      const created = member({ id: 100 + stub.members.length, ...body, profile_status: 'pending' });
      stub.members.push(created);
      return json(created);
    }
    const current = stub.members.find((m) => m.id === Number(url.split('/').pop()));
    if (method === 'PUT' && current) return json(Object.assign(current, body));
    if (method === 'DELETE' && current) {
      stub.members.splice(stub.members.indexOf(current), 1);
      return json({ ok: true });
    }
    return json({ error: supportMessages.notFound }, 404);
  });
  renderWithRouter(<SupportSettingsPage />);
  return fetch;
}

export const rowOf = async (name: string, timeout = 1_000) =>
  (await screen.findByRole('cell', { name }, { timeout })).closest('tr') as HTMLElement;
export const sent = (fetch: ReturnType<typeof renderScreen>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

/** The support API keeping a roster as the server would, and the screen rendered against it. */
import {
  type SupportMember,
  SupportMemberCreate,
  SupportMemberUpdate,
  supportMessages,
} from '@land-office/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fail, on, serve } from '../../test/msw';
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

export interface Stub {
  members: SupportMember[];
  /** Answers a POST/PUT instead of the stub's own handling. */
  refuse?: { status: number; error: string };
}

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

/** The support API keeping `stub.members` as the server would. */
export function supportServer(stub: Stub) {
  const refused = (refuse: { status: number; error: string }) => fail(refuse.status, refuse.error);
  const find = (id: unknown) => stub.members.find((m) => m.id === Number(id));
  const missing = () => fail(404, supportMessages.notFound);
  serve(
    on.get<SupportMember[]>('/admin/support', () => stub.members),
    on.post<SupportMember>('/admin/support', ({ body }) => {
      if (stub.refuse) return refused(stub.refuse);
      const fields = SupportMemberCreate.parse(body);
      const created = member({ id: 100 + stub.members.length, ...fields, profile_status: 'pending' });
      stub.members.push(created);
      return created;
    }),
    on.put<SupportMember>('/admin/support/:id', ({ params, body }) => {
      const current = find(params.id);
      if (stub.refuse) return refused(stub.refuse);
      const { id: _echoed, ...changes } = SupportMemberUpdate.parse(body);
      return current ? Object.assign(current, changes) : missing();
    }),
    on.delete<{ ok: true }>('/admin/support/:id', ({ params }) => {
      const current = find(params.id);
      if (!current) return missing();
      stub.members.splice(stub.members.indexOf(current), 1);
      return { ok: true };
    }),
  );
}

/** The screen against the support API holding `stub.members`. */
export function renderScreen(stub: Stub) {
  supportServer(stub);
  return renderWithRouter(<SupportSettingsPage />);
}

export const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

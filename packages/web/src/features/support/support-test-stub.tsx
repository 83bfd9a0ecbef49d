/** The support API keeping a roster as the server would, and the screen rendered against it. */
import {
  type SupportMember,
  SupportMemberCreate,
  SupportMemberUpdate,
  supportMessages,
} from '@land-office/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fail, on, serve } from '../../test/msw';
import { changedBy } from '../../test/versioned-records';
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
  refuse?: { status: number; error: string; field?: string };
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

/** The 412's sentence when someone else saved a member meanwhile (`changeElsewhere`). */
export const changedMeanwhile = changedBy('Bruno Costa', '2026-11-25 10:00 UTC');

/**
 * The support API keeping `stub.members` as the server would, each member versioned: their read
 * and a save answer `ETag: "v<n>"`; a save whose `If-Match` names an older version answers 412
 * `{ error, current, version }`; one without If-Match saves as before.
 */
export function supportServer(stub: Stub) {
  const refused = (refuse: { status: number; error: string; field?: string }) =>
    fail(refuse.status, refuse.error, refuse.field ? { field: refuse.field } : {});
  const find = (id: unknown) => stub.members.find((m) => m.id === Number(id));
  const missing = () => fail(404, supportMessages.notFound);
  const versions = new Map<number, number>();
  const etag = (id: number) => `"v${versions.get(id) ?? 1}"`;
  const bump = (id: number) => versions.set(id, (versions.get(id) ?? 1) + 1);
  const versioned = (found: SupportMember) => HttpResponse.json(found, { headers: { ETag: etag(found.id) } });
  serve(
    on.get<SupportMember[]>('/admin/support', () => stub.members),
    on.get('/admin/support/:id', ({ params }) => {
      const current = find(params.id);
      return current ? versioned(current) : missing();
    }),
    on.post<SupportMember>('/admin/support', ({ body }) => {
      if (stub.refuse) return refused(stub.refuse);
      const fields = SupportMemberCreate.parse(body);
      const created = member({ id: 100 + stub.members.length, ...fields, profile_status: 'pending' });
      stub.members.push(created);
      return versioned(created);
    }),
    on.put<SupportMember>('/admin/support/:id', ({ params, body, request }) => {
      const current = find(params.id);
      if (stub.refuse) return refused(stub.refuse);
      if (!current) return missing();
      const ifMatch = request.headers.get('if-match');
      if (ifMatch && ifMatch !== etag(current.id))
        return HttpResponse.json(
          { error: changedMeanwhile, current, version: etag(current.id) },
          { status: 412 },
        );
      const { id: _echoed, ...changes } = SupportMemberUpdate.parse(body);
      Object.assign(current, changes);
      bump(current.id);
      return versioned(current);
    }),
    on.delete<{ ok: true }>('/admin/support/:id', ({ params }) => {
      const current = find(params.id);
      if (!current) return missing();
      stub.members.splice(stub.members.indexOf(current), 1);
      return { ok: true };
    }),
  );
  return {
    /** The version member `id` is at now, as their ETag says it. */
    etag,
    /** Someone else saves `changes` to member `id`: their version moves on. */
    changeElsewhere(id: number, changes: Partial<SupportMember>) {
      const current = find(id);
      if (!current) throw new Error(`no member ${id}`);
      Object.assign(current, changes);
      bump(id);
    },
  };
}

/** The screen against the support API holding `stub.members`. */
export function renderScreen(stub: Stub) {
  supportServer(stub);
  return renderWithRouter(<SupportSettingsPage />);
}

export const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

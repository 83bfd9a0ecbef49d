import { type SupportMember, supportMessages } from '@land-office/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SupportSettingsPage from './support-settings-page';
import { lookupTexts } from './support-texts';

const MARISOL = '8fe61c8b-18e3-450d-9ef7-ade47db2f806';
const NED = '77ce09ba-218d-413e-a89a-aea9ba23ba73';
const PHOTO = 'https://picture-service.secondlife.com/4ed32d9a-bec7-46a2-b7f4-12b3cb0580eb/256x192.jpg';

const member = (fields: Partial<SupportMember> & { id: number; uuid: string }): SupportMember => ({
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

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

interface Stub {
  members: SupportMember[];
  /** Answers a POST/PUT instead of the stub's own handling. */
  refuse?: { status: number; error: string };
}

/** The screen against a fetch stub that keeps `members` as the server would. */
function renderScreen(stub: Stub) {
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
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SupportSettingsPage />
    </QueryClientProvider>,
  );
  return fetch;
}

const rowOf = async (name: string, timeout = 1_000) =>
  (await screen.findByRole('cell', { name }, { timeout })).closest('tr') as HTMLElement;
const sent = (fetch: ReturnType<typeof renderScreen>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

afterEach(() => vi.restoreAllMocks());

describe('support team list', () => {
  it('shows the count, photo, name, short uuid, e-mail, languages, roles, presence and dims inactive rows', async () => {
    const seen = new Date(Date.now() - 5 * 60_000).toISOString();
    renderScreen({
      members: [
        member({
          id: 1,
          uuid: MARISOL,
          name: 'Marisol Tidewater',
          photo_url: PHOTO,
          email: 'marisol@example.com',
          languages: 'en,pt',
          roles: ['support', 'sales'],
          status: 'online',
          last_seen: seen,
        }),
        member({ id: 2, uuid: NED, name: 'Harbormaster Ned', is_active: false, last_seen: seen }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Support Team (2 members)' })).toBeInTheDocument();
    const marisol = await rowOf('Marisol Tidewater');
    const row = within(marisol);
    expect(row.getByTestId('photo')).toHaveAttribute('src', PHOTO);
    expect(row.getByText('8fe61c8b')).toHaveAttribute('title', MARISOL);
    expect(row.getByText('marisol@example.com')).toBeInTheDocument();
    expect(row.getByText('English, Portuguese')).toBeInTheDocument();
    expect(row.getByText('support, sales')).toBeInTheDocument();
    expect(row.getByText('Online')).toBeInTheDocument();
    expect(row.getByText('5 minutes ago')).toHaveAttribute('datetime', seen);
    expect(row.getByRole('button', { name: 'Active' })).toBeInTheDocument();
    expect(marisol).not.toHaveClass('opacity-50');

    const ned = await rowOf('Harbormaster Ned');
    expect(ned).toHaveClass('opacity-50');
    expect(within(ned).getByText('Offline')).toBeInTheDocument();
    expect(within(ned).getByText(/Last seen/)).toHaveTextContent('Last seen 5 minutes ago');
    expect(within(ned).getByTestId('photo-placeholder')).toHaveTextContent('H');
    expect(within(ned).getByRole('button', { name: 'Inactive' })).toBeInTheDocument();
  });

  it('says the name is being looked up, and refreshes until the server has resolved it', async () => {
    const stub = { members: [member({ id: 1, uuid: MARISOL, profile_status: 'pending' })] };
    const fetch = renderScreen(stub);
    const row = await rowOf(lookupTexts.pending);
    expect(within(row).getByTestId('photo-placeholder')).toHaveClass('animate-pulse');
    expect(within(row).getByText(/Never seen online/)).toBeInTheDocument();
    Object.assign(stub.members[0] as SupportMember, {
      name: 'Marisol Tidewater',
      photo_url: PHOTO,
      profile_status: 'found',
    });
    const resolved = await rowOf('Marisol Tidewater', 4_000);
    expect(within(resolved).getByTestId('photo')).toHaveAttribute('src', PHOTO);
    const reads = sent(fetch, 'GET').length;
    await new Promise((r) => setTimeout(r, 2_500));
    // Everyone is resolved: no more polling.
    expect(sent(fetch, 'GET').length).toBe(reads);
  }, 10_000);

  it('tells apart a resident without a profile from a lookup to be retried', async () => {
    renderScreen({
      members: [
        member({ id: 1, uuid: MARISOL, profile_status: 'not_found' }),
        member({ id: 2, uuid: NED, profile_status: 'failed' }),
      ],
    });
    expect(within(await rowOf(lookupTexts.not_found)).getByTitle(MARISOL)).toHaveTextContent('8fe61c8b');
    expect(within(await rowOf(lookupTexts.failed)).getByTitle(NED)).toHaveTextContent('77ce09ba');
  });

  it('toggles a member inactive and says so', async () => {
    const stub = { members: [member({ id: 1, uuid: MARISOL, name: 'Marisol Tidewater' })] };
    const fetch = renderScreen(stub);
    const row = await rowOf('Marisol Tidewater');
    await userEvent.click(within(row).getByRole('button', { name: 'Active' }));
    expect(await screen.findByRole('status')).toHaveTextContent(supportMessages.updated);
    expect(sent(fetch, 'PUT')).toEqual([{ url: '/api/admin/support/1', body: { is_active: false } }]);
    await waitFor(() => expect(row).toHaveClass('opacity-50'));
    expect(within(row).getByRole('button', { name: 'Inactive' })).toBeInTheDocument();
  });

  it('deletes only after the confirmation, then says so', async () => {
    const stub = { members: [member({ id: 1, uuid: MARISOL, name: 'Marisol Tidewater' })] };
    const fetch = renderScreen(stub);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const row = await rowOf('Marisol Tidewater');
    await userEvent.click(within(row).getByRole('button', { name: /Delete/ }));
    expect(confirm).toHaveBeenCalledWith(supportMessages.deleteConfirm);
    expect(sent(fetch, 'DELETE')).toEqual([]);
    await userEvent.click(within(row).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(supportMessages.deleted);
    expect(sent(fetch, 'DELETE')).toEqual([{ url: '/api/admin/support/1', body: undefined }]);
    expect(screen.queryByText('Marisol Tidewater')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Support Team (0 members)' })).toBeInTheDocument();
  });

  it('shows the spec error when the roster cannot load', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ error: 'Database unavailable' }, 503));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SupportSettingsPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(supportMessages.loadError);
  });
});

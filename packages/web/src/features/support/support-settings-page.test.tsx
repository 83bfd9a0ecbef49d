import { type SupportMember, supportMessages } from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SupportSettingsPage from './support-settings-page';
import {
  json,
  MARISOL,
  member,
  NED,
  PHOTO,
  renderScreen,
  renderWithRouter,
  rowOf,
  sent,
} from './support-test-stub';
import { lookupTexts } from './support-texts';

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
    // Everyone is resolved: back to the slow presence refresh.
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
    renderWithRouter(<SupportSettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(supportMessages.loadError);
  });
});

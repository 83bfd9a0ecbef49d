import { type SupportMember, supportMessages } from '@land-office/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { support } from '../../i18n/en/support';
import { answerConfirm } from '../../test/confirm';
import { englishLeft } from '../../test/english-left';
import { fail, on, sentWith, serve } from '../../test/msw';
import { PENDING_REFETCH_MS, PRESENCE_REFETCH_MS } from './api/list-members';
import SupportSettingsPage from './support-settings-page';
import { MARISOL, member, NED, PHOTO, renderScreen, renderWithRouter, rowOf } from './support-test-stub';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stub = { members: [member({ id: 1, uuid: MARISOL, profile_status: 'pending' })] };
    renderScreen(stub);
    const row = await rowOf(support.lookup.pending);
    expect(within(row).getByTestId('photo-placeholder')).toHaveClass('animate-pulse');
    expect(within(row).getByText(/Never seen online/)).toBeInTheDocument();
    Object.assign(stub.members[0] as SupportMember, {
      name: 'Marisol Tidewater',
      photo_url: PHOTO,
      profile_status: 'found',
    });
    await act(() => vi.advanceTimersByTimeAsync(PENDING_REFETCH_MS));
    const resolved = await rowOf('Marisol Tidewater');
    expect(within(resolved).getByTestId('photo')).toHaveAttribute('src', PHOTO);
    // Everyone is resolved: back to the slow presence refresh.
    const reads = sentWith('GET').length;
    await act(() => vi.advanceTimersByTimeAsync(PRESENCE_REFETCH_MS - 100));
    expect(sentWith('GET').length).toBe(reads);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(sentWith('GET').length).toBe(reads + 1);
  });

  it('tells apart a resident without a profile from a lookup to be retried', async () => {
    renderScreen({
      members: [
        member({ id: 1, uuid: MARISOL, profile_status: 'not_found' }),
        member({ id: 2, uuid: NED, profile_status: 'failed' }),
      ],
    });
    expect(within(await rowOf(support.lookup.not_found)).getByTitle(MARISOL)).toHaveTextContent('8fe61c8b');
    expect(within(await rowOf(support.lookup.failed)).getByTitle(NED)).toHaveTextContent('77ce09ba');
  });

  it('toggles a member inactive and says so', async () => {
    const stub = { members: [member({ id: 1, uuid: MARISOL, name: 'Marisol Tidewater' })] };
    renderScreen(stub);
    const row = await rowOf('Marisol Tidewater');
    await userEvent.click(within(row).getByRole('button', { name: 'Active' }));
    expect(await screen.findByRole('status')).toHaveTextContent(supportMessages.updated);
    expect(sentWith('PUT')).toEqual([{ path: '/admin/support/1', body: { is_active: false } }]);
    await waitFor(() => expect(row).toHaveClass('opacity-50'));
    expect(within(row).getByRole('button', { name: 'Inactive' })).toBeInTheDocument();
  });

  it('deletes only after the confirmation, then says so', async () => {
    const stub = { members: [member({ id: 1, uuid: MARISOL, name: 'Marisol Tidewater' })] };
    renderScreen(stub);
    const row = await rowOf('Marisol Tidewater');
    await userEvent.click(within(row).getByRole('button', { name: /Delete/ }));
    await answerConfirm(supportMessages.deleteConfirm, false);
    expect(sentWith('DELETE')).toEqual([]);
    await userEvent.click(within(row).getByRole('button', { name: /Delete/ }));
    await answerConfirm(supportMessages.deleteConfirm, true);
    expect(await screen.findByRole('status')).toHaveTextContent(supportMessages.deleted);
    expect(sentWith('DELETE')).toEqual([{ path: '/admin/support/1', body: undefined }]);
    expect(screen.queryByText('Marisol Tidewater')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Support Team (0 members)' })).toBeInTheDocument();
  });

  it('shows the spec error when the roster cannot load', async () => {
    serve(on.get('/admin/support', () => fail(503, 'Database unavailable')));
    renderWithRouter(<SupportSettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(supportMessages.loadError);
  });
});

describe('the support screen in Portuguese', () => {
  it('shows the roster, its columns, languages, roles and presence all in Portuguese', async () => {
    setLanguage('pt-BR');
    const seen = new Date(Date.now() - 5 * 60_000).toISOString();
    renderScreen({
      members: [
        member({
          id: 1,
          uuid: MARISOL,
          name: 'Marisol Tidewater',
          email: 'marisol@example.com',
          languages: 'en,pt,de',
          roles: ['support', 'owner'],
          status: 'online',
          last_seen: seen,
        }),
        member({ id: 2, uuid: NED, is_active: false, profile_status: 'pending' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Equipe de Suporte (2 membros)' })).toBeInTheDocument();
    const row = within(await rowOf('Marisol Tidewater'));
    expect(row.getByText('Inglês, Português, Alemão')).toBeInTheDocument();
    expect(row.getByText('suporte, proprietário')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Ativo' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Idiomas' })).toBeInTheDocument();
    expect(screen.getByText('Buscando o nome…')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says there is no one yet in Portuguese', async () => {
    setLanguage('pt-BR');
    renderScreen({ members: [] });
    expect(await screen.findByRole('heading', { name: 'Equipe de Suporte (0 membros)' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum membro na equipe ainda.')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says the roster could not load in Portuguese', async () => {
    setLanguage('pt-BR');
    serve(on.get('/admin/support', () => fail(503, 'Database unavailable')));
    renderWithRouter(<SupportSettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar os membros da equipe');
    expect(englishLeft(document.body)).toEqual([]);
  });
});

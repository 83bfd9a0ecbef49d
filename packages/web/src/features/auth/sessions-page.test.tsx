import type { AdminSession } from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { answerConfirm } from '../../test/confirm';
import { englishLeft } from '../../test/english-left';
import { fail, on, sent, serve } from '../../test/msw';
import { renderScreen } from '../../test/render-screen';
import SessionsPage, { describeBrowser } from './sessions-page';

// The default language shows this screen in English.
const sessionLabels = {
  thisDevice: 'This device',
  signOut: 'Sign out',
  signOutConfirm: 'Sign out this session?',
  signOutOthers: 'Sign out all other sessions',
  signOutOthersConfirm: 'Sign out all other sessions? They will have to sign in again.',
  signedOut: 'Session signed out',
  unknownBrowser: 'Unknown',
};

const at = new Date(Date.now() - 3 * 3_600_000).toISOString();
const session = (id: number, fields: Partial<AdminSession> = {}): AdminSession => ({
  id,
  created_at: at,
  last_used_at: at,
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  ip: `10.0.0.${id}`,
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  current: false,
  ...fields,
});

afterEach(() => vi.restoreAllMocks());

describe('sessions page', () => {
  it('lists where the account is signed in, marks this device, and signs one other out', async () => {
    let sessions = [session(1, { current: true }), session(2, { user_agent: 'Chrome/150.0 Windows' })];
    serve(
      on.get<AdminSession[]>('/admin/auth/sessions', () => sessions),
      on.delete<{ ok: true }>('/admin/auth/sessions/2', () => {
        sessions = sessions.filter((s) => s.id !== 2);
        return { ok: true };
      }),
    );
    renderScreen(<SessionsPage />);

    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    const mine = rows.find((r) => within(r).queryByText(sessionLabels.thisDevice)) as HTMLElement;
    expect(within(mine).getByText('10.0.0.1')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: sessionLabels.signOut })).not.toBeInTheDocument();

    const other = rows.find((r) => within(r).queryByText('10.0.0.2')) as HTMLElement;
    await userEvent.click(within(other).getByRole('button', { name: sessionLabels.signOut }));
    await answerConfirm(sessionLabels.signOutConfirm, true);
    expect(await screen.findByRole('status')).toHaveTextContent(sessionLabels.signedOut);
    await waitFor(() => expect(screen.queryByText('10.0.0.2')).not.toBeInTheDocument());
    expect(sent('DELETE', '/admin/auth/sessions/2')).toHaveLength(1);
  });

  it('signs out every other session after asking, and says how many', async () => {
    let sessions = [session(1, { current: true }), session(2), session(3)];
    serve(
      on.get<AdminSession[]>('/admin/auth/sessions', () => sessions),
      on.post<{ revoked: number }>('/admin/auth/logout-all', () => {
        sessions = sessions.filter((s) => s.current);
        return { revoked: 2 };
      }),
    );
    renderScreen(<SessionsPage />);
    const button = await screen.findByRole('button', { name: sessionLabels.signOutOthers });
    await userEvent.click(button);
    await answerConfirm(sessionLabels.signOutOthersConfirm, false);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    await userEvent.click(button);
    await answerConfirm(sessionLabels.signOutOthersConfirm, true);
    expect(await screen.findByRole('status')).toHaveTextContent('2 other sessions signed out');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: sessionLabels.signOutOthers })).toBeDisabled();
  });

  it('shows the server error when a sign-out fails', async () => {
    serve(
      on.get<AdminSession[]>('/admin/auth/sessions', () => [session(1, { current: true }), session(2)]),
      on.delete('/admin/auth/sessions/2', () => fail(404, 'Session not found')),
    );
    renderScreen(<SessionsPage />);
    const other = (await screen.findAllByRole('row')).find((r) => within(r).queryByText('10.0.0.2'));
    await userEvent.click(within(other as HTMLElement).getByRole('button', { name: sessionLabels.signOut }));
    await answerConfirm(sessionLabels.signOutConfirm, true);
    expect(await screen.findByRole('alert')).toHaveTextContent('Session not found');
  });

  it('names browsers and systems in a few words', () => {
    expect(describeBrowser(session(1).user_agent)).toBe('Firefox 140 · Linux');
    expect(
      describeBrowser(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36 Edg/150.0.0.0',
      ),
    ).toBe('Edge 150 · Windows');
    expect(describeBrowser(null)).toBe(sessionLabels.unknownBrowser);
    expect(describeBrowser('curl/8.5.0')).toBe('curl/8.5.0');
  });

  it('speaks Portuguese in pt-BR: the table, this device, the confirm and the message', async () => {
    setLanguage('pt-BR');
    let sessions = [session(1, { current: true }), session(2, { user_agent: null }), session(3)];
    serve(
      on.get<AdminSession[]>('/admin/auth/sessions', () => sessions),
      on.post<{ revoked: number }>('/admin/auth/logout-all', () => {
        sessions = sessions.filter((s) => s.current);
        return { revoked: 2 };
      }),
    );
    renderScreen(<SessionsPage />);
    expect(await screen.findByText('Este dispositivo')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Navegador' })).toBeInTheDocument();
    expect(screen.getByText('Desconhecido')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Encerrar' })).toHaveLength(2);
    expect(englishLeft(document.body)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Encerrar todas as outras sessões' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Encerrar todas as outras sessões? Elas terão de entrar de novo.',
    });
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar todas as outras sessões' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 outras sessões encerradas');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(englishLeft(document.body)).toEqual([]);
  });
});

import type { AdminSession } from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { twoFactorServer } from '../../features/account/two-factor-test-server';
import { account } from '../../i18n/en/account';
import { session } from '../../lib/session';
import { setTheme } from '../../lib/theme';
import { testAdmin } from '../../test/admins';
import { on, sent, serve } from '../../test/msw';
import { renderRoutes } from '../../test/render-routes';
import { screens } from '../routes';

const at = new Date(Date.now() - 3_600_000).toISOString();
const ownSession = (id: number, current = false): AdminSession => ({
  id,
  created_at: at,
  last_used_at: at,
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  ip: `10.0.0.${id}`,
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  current,
});

const openAt = (path: string) => renderRoutes([{ path: '/admin', children: screens }], path);

beforeEach(() => twoFactorServer());
afterEach(() => {
  session.clear();
  setTheme('system');
});

describe('/admin/account', () => {
  it('holds the language and colour-scheme menus of the header, which switch the admin', async () => {
    session.set({ token: 'tok-1', admin: testAdmin() });
    serve(on.get<AdminSession[]>('/admin/auth/sessions', () => [ownSession(1, true)]));
    openAt('/admin/account');
    const preferences = await screen.findByRole('region', { name: account.preferences.title });
    await userEvent.selectOptions(within(preferences).getByLabelText('Theme'), 'dark');
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.selectOptions(within(preferences).getByLabelText('Theme'), 'light');
    expect(document.documentElement).not.toHaveClass('dark');

    await userEvent.selectOptions(within(preferences).getByLabelText('Language'), 'pt-BR');
    expect(await screen.findByRole('region', { name: 'Preferências' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Perfil' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Preferências' })).getByLabelText('Idioma')).toHaveValue(
      'pt-BR',
    );
  });

  it('lists the own sessions, and reads them again after a password change signed the others out', async () => {
    session.set({ token: 'tok-1', admin: testAdmin() });
    let sessions = [ownSession(1, true), ownSession(2), ownSession(3)];
    serve(
      on.get<AdminSession[]>('/admin/auth/sessions', () => sessions),
      on.post<{ ok: true; revoked: number }>('/admin/account/password', () => {
        sessions = sessions.filter((s) => s.current);
        return { ok: true, revoked: 2 };
      }),
    );
    openAt('/admin/account');
    const list = await screen.findByRole('region', { name: account.sessions.title });
    expect(await within(list).findByText('10.0.0.3')).toBeInTheDocument();
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Sign out all other sessions' })).toBeEnabled();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(account.password.current), 'old secret');
    await user.type(screen.getByLabelText(account.password.new), 'violet harbour kettle drum');
    await user.type(screen.getByLabelText(account.password.confirm), 'violet harbour kettle drum');
    await user.click(screen.getByRole('button', { name: account.password.save }));
    await waitFor(() => expect(within(list).queryByText('10.0.0.3')).not.toBeInTheDocument());
    expect(within(list).getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
    expect(sent('GET', '/admin/auth/sessions')).toHaveLength(2);
  });

  it('leaves /admin/sessions as it was: the list alone', async () => {
    session.set({ token: 'tok-1', admin: testAdmin() });
    serve(on.get<AdminSession[]>('/admin/auth/sessions', () => [ownSession(1, true), ownSession(2)]));
    openAt('/admin/sessions');
    expect(await screen.findByText('10.0.0.2')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: account.profile.title })).not.toBeInTheDocument();
  });
});

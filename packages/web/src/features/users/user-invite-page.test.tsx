import { userMessages } from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { users as texts } from '../../i18n/en/users';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { englishLeft } from '../../test/english-left';
import { sentWith } from '../../test/msw';
import { ana, openScreen, TOKEN, usersServer } from './users-test-server';

const field = (label: string) => screen.getByRole('textbox', { name: label });

beforeEach(() => session.set({ token: 'tok', admin: testAdmin() }));
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('inviting a user', () => {
  it('describes the chosen role in one line, and says who must be named before sending', async () => {
    usersServer([ana]);
    openScreen('/admin/users/new');
    const role = await screen.findByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('editor');
    expect(role).toHaveAccessibleDescription(texts.roles.editor);
    await userEvent.selectOptions(role, 'Support');
    expect(role).toHaveAccessibleDescription(texts.roles.support);
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Owner', 'Editor', 'Support']);

    await userEvent.click(screen.getByRole('button', { name: texts.form.invite }));
    expect(await screen.findByText(userMessages.usernameOrEmail)).toBeInTheDocument();
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field('E-mail'), 'not-mail');
    await userEvent.click(screen.getByRole('button', { name: texts.form.invite }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(sentWith('POST')).toEqual([]);
  });

  it('shows the link to copy when it was not e-mailed, and brings the form back for the next one', async () => {
    const api = usersServer([ana]);
    const user = userEvent.setup();
    openScreen('/admin/users/new');
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'carla');
    await user.type(field('Display name'), 'Carla Dias');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Support');
    await user.click(screen.getByRole('button', { name: texts.form.invite }));

    const invitation = await screen.findByRole('region', { name: 'Invitation for Carla Dias' });
    expect(sentWith('POST')).toEqual([
      { path: '/admin/users', body: { username: 'carla', display_name: 'Carla Dias', role: 'support' } },
    ]);
    expect(api.rows.at(-1)).toMatchObject({ username: 'carla', role: 'support', invited: true });
    expect(invitation).toHaveTextContent(texts.link.notEmailed);
    const link = within(invitation).getByRole('textbox', { name: texts.link.label });
    expect(link).toHaveValue(`https://land.example/admin/accept-invite?token=${TOKEN}`);
    expect(link).toHaveAttribute('readonly');
    const copy = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(invitation).getByRole('button', { name: texts.link.copy }));
    expect(copy).toHaveBeenCalledWith(`https://land.example/admin/accept-invite?token=${TOKEN}`);
    expect(within(invitation).getByRole('status')).toHaveTextContent(texts.link.copied);
    // Without a clipboard (a plain-http address), the link is selected for the keyboard to copy.
    copy.mockRejectedValueOnce(new Error('not allowed'));
    await user.click(within(invitation).getByRole('button', { name: texts.link.copy }));
    expect(within(invitation).getByRole('status')).toHaveTextContent(texts.link.copyFailed);
    expect(link).toHaveFocus();
    expect(invitation).toHaveTextContent(/It works once, until .+2026/);

    await user.click(screen.getByRole('button', { name: texts.link.inviteAnother }));
    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/users');
  });

  it('says when the invitation was e-mailed', async () => {
    usersServer([ana], true);
    openScreen('/admin/users/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'dora@example.com');
    await userEvent.click(screen.getByRole('button', { name: texts.form.invite }));
    const invitation = await screen.findByRole('region', { name: 'Invitation for dora@example.com' });
    expect(invitation).toHaveTextContent('It was e-mailed to dora@example.com.');
    expect(sentWith('POST')).toEqual([
      { path: '/admin/users', body: { email: 'dora@example.com', role: 'editor' } },
    ]);
  });

  it('shows a username already taken beside the username, and at the top', async () => {
    usersServer([ana]);
    openScreen('/admin/users/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'ana');
    await userEvent.click(screen.getByRole('button', { name: texts.form.invite }));
    expect(await screen.findByRole('alert')).toHaveTextContent(userMessages.usernameTaken);
    expect(field('Username')).toHaveAccessibleDescription(userMessages.usernameTaken);
    expect(field('Username')).toHaveFocus();
    expect(screen.queryByRole('region', { name: /Invitation/ })).not.toBeInTheDocument();
  });

  it('is all Portuguese in pt-BR, its checks and the link too', async () => {
    setLanguage('pt-BR');
    usersServer([ana]);
    openScreen('/admin/users/new');
    const role = await screen.findByRole('combobox', { name: 'Função' });
    expect(role).toHaveAccessibleDescription(/^Blog, menus, serviços/);
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Nome de usuário: o valor não foi aceito')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.type(field('Nome de usuário'), 'carla');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar convite' }));
    const invitation = await screen.findByRole('region', { name: 'Convite para carla' });
    expect(invitation).toHaveTextContent('Ele não foi enviado por e-mail');
    expect(englishLeft(document.body)).toEqual([]);
  });
});

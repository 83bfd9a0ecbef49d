import { userMessages } from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { users as texts } from '../../i18n/en/users';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { answerConfirm } from '../../test/confirm';
import { englishLeft } from '../../test/english-left';
import { sentWith } from '../../test/msw';
import { ana, openScreen, TOKEN, user, usersServer } from './users-test-server';

const bruno = user({
  id: 2,
  username: 'bruno',
  email: 'bruno@example.com',
  display_name: 'Bruno',
  role: 'editor',
});
const field = (label: string) => screen.getByRole('textbox', { name: label });
const save = () => userEvent.click(screen.getByRole('button', { name: texts.form.save }));

beforeEach(() => session.set({ token: 'tok', admin: testAdmin() }));
afterEach(() => session.clear());

describe('editing a user', () => {
  it('changes names, e-mail, role and active, sends them all, and returns to the list', async () => {
    const api = usersServer([ana, bruno]);
    const router = openScreen('/admin/users/edit/2');
    expect(await screen.findByRole('heading', { name: texts.form.editHeading })).toBeInTheDocument();
    expect(field('Username')).toHaveValue('bruno');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('editor');
    await userEvent.clear(field('Display name'));
    await userEvent.type(field('Display name'), 'Bruno Costa');
    await userEvent.clear(field('E-mail'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Support');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Active/ }));
    await save();

    expect(await screen.findByRole('link', { name: 'Edit Bruno Costa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(sentWith('PUT')).toEqual([
      {
        path: '/admin/users/2',
        body: {
          username: 'bruno',
          email: null,
          display_name: 'Bruno Costa',
          role: 'support',
          is_active: false,
        },
      },
    ]);
    expect(api.rows[1]).toMatchObject({ display_name: 'Bruno Costa', role: 'support', is_active: false });
  });

  it("checks the fields before sending, and shows the server's refusals", async () => {
    usersServer([ana, bruno, user({ id: 3, username: 'carla', email: 'carla@example.com' })]);
    openScreen('/admin/users/edit/2');
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Username' }));
    await save();
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    await userEvent.type(field('Username'), 'bruno costa');
    await save();
    expect(await screen.findByText('Username cannot contain spaces')).toBeInTheDocument();
    expect(sentWith('PUT')).toEqual([]);

    await userEvent.clear(field('Username'));
    await userEvent.type(field('Username'), 'bruno');
    await userEvent.clear(field('E-mail'));
    await userEvent.type(field('E-mail'), 'carla@example.com');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(userMessages.emailTaken);
    expect(field('E-mail')).toHaveAccessibleDescription(userMessages.emailTaken);
  });

  it('keeps the last active owner: the refusal says why', async () => {
    usersServer([ana]);
    openScreen('/admin/users/edit/1');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'Editor');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(userMessages.lastOwner);
  });

  it('offers no way to deactivate your own account', async () => {
    usersServer([ana, bruno]);
    openScreen('/admin/users/edit/1');
    await screen.findByRole('heading', { name: texts.form.editHeading });
    expect(screen.queryByRole('checkbox', { name: /^Active/ })).not.toBeInTheDocument();
    await userEvent.clear(field('Display name'));
    await userEvent.type(field('Display name'), 'Ana L.');
    await save();
    await screen.findByRole('link', { name: 'Edit Ana L.' });
    expect(sentWith('PUT')[0]?.body).toMatchObject({ display_name: 'Ana L.', is_active: true });
  });

  it('makes a password reset link and shows it to copy', async () => {
    usersServer([ana, bruno]);
    openScreen('/admin/users/edit/2');
    await userEvent.click(await screen.findByRole('button', { name: texts.reset.button }));
    const reset = await screen.findByRole('region', { name: 'Password reset for Bruno' });
    expect(within(reset).getByRole('textbox', { name: texts.link.label })).toHaveValue(
      `https://land.example/admin/reset-password?token=${TOKEN}`,
    );
    expect(within(reset).getByRole('button', { name: texts.link.copy })).toBeInTheDocument();
    expect(reset).toHaveTextContent(texts.link.notEmailed);
    expect(sentWith('POST')).toEqual([{ path: '/admin/users/2/reset-password', body: undefined }]);
  });

  it('turns off the second factors of someone who lost them, after asking', async () => {
    const api = usersServer([ana, { ...bruno, two_factor: true }]);
    openScreen('/admin/users/edit/2');
    const button = await screen.findByRole('button', { name: texts.twoFactor.button });
    await userEvent.click(button);
    await answerConfirm('Turn off two-factor sign-in for Bruno?', false);
    expect(sentWith('DELETE')).toEqual([]);
    await userEvent.click(button);
    await answerConfirm('Turn off two-factor sign-in for Bruno?', true);
    expect(await screen.findByText(texts.twoFactor.done)).toBeInTheDocument();
    expect(sentWith('DELETE')).toEqual([{ path: '/admin/users/2/two-factor', body: undefined }]);
    expect(api.rows[1]?.two_factor).toBe(false);
    // Nothing left to turn off.
    expect(screen.queryByRole('button', { name: texts.twoFactor.button })).not.toBeInTheDocument();
  });

  it('says so for a user that does not exist, with the way back', async () => {
    usersServer([ana]);
    openScreen('/admin/users/edit/42');
    expect(await screen.findByRole('alert')).toHaveTextContent(userMessages.notFound);
    expect(screen.getByRole('link', { name: texts.form.backToList })).toHaveAttribute('href', '/admin/users');
  });

  it('is all Portuguese in pt-BR', async () => {
    setLanguage('pt-BR');
    usersServer([ana, bruno]);
    openScreen('/admin/users/edit/2');
    expect(await screen.findByRole('heading', { name: 'Editar usuário' })).toBeInTheDocument();
    await userEvent.clear(field('Nome de usuário'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar usuário' }));
    expect(await screen.findByText('O campo Nome de usuário é obrigatório')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByRole('region', { name: 'Redefinição de senha de Bruno' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});

import { type User, userMessages } from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { users as texts } from '../../i18n/en/users';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { answerConfirm } from '../../test/confirm';
import { englishLeft } from '../../test/english-left';
import { fail, on, sentWith, serve } from '../../test/msw';
import { ana, openScreen, user, usersServer } from './users-test-server';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const bruno = user({
  id: 2,
  username: 'bruno',
  email: 'bruno@example.com',
  display_name: 'Bruno Costa',
  role: 'editor',
  two_factor: true,
  last_login_at: minutesAgo(5),
});
const carla = user({
  id: 3,
  username: 'carla@example.com',
  email: 'carla@example.com',
  role: 'support',
  invited: true,
});

const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'td > span:first-child' })).closest('tr') as HTMLElement;

beforeEach(() => session.set({ token: 'tok', admin: testAdmin() }));
afterEach(() => session.clear());

describe('the users list', () => {
  it('shows name and username, e-mail, role, 2FA, last sign-in and status, an invitation marked', async () => {
    usersServer([{ ...ana, last_login_at: minutesAgo(0) }, bruno, carla]);
    openScreen('/admin/users');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'E-mail', 'Role', '2FA', 'Last sign-in', 'Status', 'Actions']);

    const row = within(await rowOf('Bruno Costa'));
    expect(row.getByText('bruno')).toBeInTheDocument();
    expect(row.getByText('bruno@example.com')).toBeInTheDocument();
    expect(row.getByText('Editor')).toBeInTheDocument();
    expect(row.getByText('On')).toBeInTheDocument();
    expect(row.getByText('5 minutes ago')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'true');
    expect(row.getByRole('link', { name: 'Edit Bruno Costa' })).toHaveAttribute(
      'href',
      '/admin/users/edit/2',
    );

    // Invited, no display name yet: named by the username, marked, never signed in.
    const invited = within(await rowOf('carla@example.com'));
    expect(invited.getByText(texts.list.invited)).toBeInTheDocument();
    expect(invited.getByText('Support')).toBeInTheDocument();
    expect(invited.getByText('Off')).toBeInTheDocument();
    expect(invited.getByText('Never')).toBeInTheDocument();

    // Their own row: marked, and no way to deactivate or delete themselves.
    const own = within(await rowOf('Ana Lima'));
    expect(own.getByText('You')).toBeInTheDocument();
    expect(own.getByText('Owner')).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Active' })).toBeDisabled();
    expect(own.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Invite user' })).toHaveAttribute('href', '/admin/users/new');
  });

  it('deactivates and activates a user with the status toggle, and says so', async () => {
    const api = usersServer([ana, bruno]);
    openScreen('/admin/users');
    const row = within(await rowOf('Bruno Costa'));
    await userEvent.click(row.getByRole('button', { name: 'Active' }));
    expect(await screen.findByRole('status')).toHaveTextContent(texts.list.deactivated);
    expect(sentWith('PUT')).toEqual([{ path: '/admin/users/2', body: { is_active: false } }]);
    expect(await row.findByRole('button', { name: 'Inactive' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.rows[1]?.is_active).toBe(false);
    await userEvent.click(row.getByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texts.list.activated));
  });

  it("shows the server's refusal when a change would leave no active owner", async () => {
    const other = user({ id: 4, username: 'dora', display_name: 'Dora', role: 'owner', is_active: false });
    usersServer([{ ...ana, role: 'editor' }, other]);
    session.set({ token: 'tok', admin: testAdmin({ role: 'owner', id: 9 }) });
    serve(
      on.put('/admin/users/:id', () => fail(409, userMessages.lastOwner, { code: 'last_owner' }), {
        once: true,
      }),
    );
    openScreen('/admin/users');
    await userEvent.click(within(await rowOf('Dora')).getByRole('button', { name: 'Inactive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(userMessages.lastOwner);
  });

  it('deletes a user only after the confirmation, then says so', async () => {
    const api = usersServer([ana, bruno]);
    openScreen('/admin/users');
    const row = await rowOf('Bruno Costa');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Bruno Costa' }));
    await answerConfirm('Are you sure you want to delete this user?', false);
    expect(sentWith('DELETE')).toEqual([]);
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Bruno Costa' }));
    await answerConfirm(texts.list.deleteConfirm, true);
    expect(await screen.findByRole('status')).toHaveTextContent(texts.list.deleted);
    expect(sentWith('DELETE')).toEqual([{ path: '/admin/users/2', body: undefined }]);
    expect(screen.queryByText('Bruno Costa')).not.toBeInTheDocument();
    expect(api.rows.map((row) => row.username)).toEqual(['ana']);
  });

  it('says when the list cannot load, and tries again', async () => {
    let down = true;
    const api = usersServer([ana]);
    serve(on.get<User[]>('/admin/users', () => (down ? fail(503, 'Database unavailable') : api.rows)));
    openScreen('/admin/users');
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.list.loadError);
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Ana Lima')).toBeInTheDocument();
  });

  it('is all Portuguese in pt-BR', async () => {
    setLanguage('pt-BR');
    usersServer([ana, bruno, carla]);
    openScreen('/admin/users');
    const row = within(await rowOf('Bruno Costa'));
    expect(row.getByText('há 5 minutos')).toBeInTheDocument();
    expect(row.getByText('Ativada')).toBeInTheDocument();
    expect(within(await rowOf('carla@example.com')).getByText('Convidado')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Último acesso' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.click(row.getByRole('button', { name: 'Excluir Bruno Costa' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Tem certeza de que deseja excluir este usuário?' }),
    ).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});

/** The users API keeping its users as the server would, and the screens rendered against it. */
import { type User, UserInvite, type UserLink, UserUpdate, userMessages } from '@land-office/contract';
import { HttpResponse } from 'msw';
import { fail, on, serve } from '../../test/msw';

export const TOKEN = 'c2VjcmV0LXRva2VuLW9mLXRoaXJ0eS10d28';

export const user = (fields: Partial<User> & { id: number; username: string }): User => ({
  email: null,
  display_name: '',
  role: 'editor',
  is_active: true,
  invited: false,
  two_factor: false,
  created_at: '2026-11-01T10:00:00.000Z',
  last_login_at: null,
  ...fields,
});

/** Ana, the owner signed in (`testAdmin()`), as the users list has her. */
export const ana = user({
  id: 1,
  username: 'ana',
  email: 'ana@example.com',
  display_name: 'Ana Lima',
  role: 'owner',
});

export interface UsersServer {
  rows: User[];
  /** Whether links are e-mailed (SMTP configured and the user has an address). */
  emailed: boolean;
}

const link = (row: User, emailed: boolean): UserLink => ({
  user: row,
  link: `https://land.example/admin/${row.invited ? 'accept-invite' : 'reset-password'}?token=${TOKEN}`,
  expires_at: '2026-11-28T10:00:00.000Z',
  emailed: emailed && row.email !== null,
});

/** `/admin/users…` over `initial`: the contract's checks, taken names, the last owner kept. */
export function usersServer(initial: User[], emailed = false): UsersServer {
  const state: UsersServer = { rows: initial.map((row) => ({ ...row })), emailed };
  const { rows } = state;
  const find = (id: unknown) => rows.find((row) => row.id === Number(id));
  const missing = () => fail(404, userMessages.notFound);
  const taken = (fields: { username?: string; email?: string | null }, id?: number) => {
    const others = rows.filter((row) => row.id !== id);
    if (fields.username && others.some((row) => row.username === fields.username))
      return fail(409, userMessages.usernameTaken, { field: 'username' });
    if (fields.email && others.some((row) => row.email === fields.email))
      return fail(409, userMessages.emailTaken, { field: 'email' });
    return undefined;
  };
  const lastOwner = (row: User, changes: UserUpdate | 'delete') => {
    const leaves =
      changes === 'delete' ||
      changes.is_active === false ||
      (changes.role !== undefined && changes.role !== 'owner');
    const owners = rows.filter((other) => other.role === 'owner' && other.is_active);
    return row.role === 'owner' && leaves && owners.length === 1;
  };

  serve(
    on.get<User[]>('/admin/users', () => rows),
    on.get<User>('/admin/users/:id', ({ params }) => find(params.id) ?? missing()),
    on.post<UserLink>('/admin/users', ({ body }) => {
      const invite = UserInvite.parse(body);
      const refused = taken(invite);
      if (refused) return refused;
      const created = user({
        id: Math.max(0, ...rows.map((row) => row.id)) + 1,
        username: invite.username ?? (invite.email as string),
        email: invite.email ?? null,
        display_name: invite.display_name ?? '',
        role: invite.role,
        invited: true,
      });
      rows.push(created);
      return HttpResponse.json(link(created, state.emailed), { status: 201 });
    }),
    on.put<User>('/admin/users/:id', ({ params, body }) => {
      const row = find(params.id);
      if (!row) return missing();
      const changes = UserUpdate.parse(body);
      if (lastOwner(row, changes)) return fail(409, userMessages.lastOwner, { code: 'last_owner' });
      return taken(changes, row.id) ?? Object.assign(row, changes);
    }),
    on.delete<{ ok: true }>('/admin/users/:id', ({ params }) => {
      const row = find(params.id);
      if (!row) return missing();
      if (lastOwner(row, 'delete')) return fail(409, userMessages.lastOwner, { code: 'last_owner' });
      rows.splice(rows.indexOf(row), 1);
      return { ok: true };
    }),
    on.delete<User>('/admin/users/:id/two-factor', ({ params }) => {
      const row = find(params.id);
      if (!row) return missing();
      row.two_factor = false;
      return row;
    }),
    on.post<UserLink>('/admin/users/:id/reset-password', ({ params }) => {
      const row = find(params.id);
      return row ? link(row, state.emailed) : missing();
    }),
  );
  return state;
}

export { openScreen } from '../../test/open-screen';

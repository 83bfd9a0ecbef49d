import { type Admin, type PasswordChange, userMessages } from '@land-office/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { account } from '../../i18n/en/account';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { englishLeft } from '../../test/english-left';
import { fail, held, on, requests, sent, serve } from '../../test/msw';
import { renderScreen } from '../../test/render-screen';
import { AccountPage } from './account-page';
import { twoFactorServer } from './two-factor-test-server';

const signedIn = (fields: Partial<Admin> = {}) => session.set({ token: 'tok-1', admin: testAdmin(fields) });
const open = () =>
  renderScreen(<AccountPage preferences={<p>the preferences</p>} sessions={<p>the sessions</p>} />);
const region = (name: string) => screen.getByRole('region', { name });
const notSent = () => expect(requests().filter((request) => request.method !== 'GET')).toEqual([]);

/** The server refusing a body and naming the field, as its validation errors do. */
const refuse = (error: string, field: string) =>
  HttpResponse.json({ error, code: 'validation', field }, { status: 400 });

// Every test's page reads the second factors (none set up): two-factor-section.test.tsx covers them.
beforeEach(() => twoFactorServer());
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('account page: profile', () => {
  it('shows who is signed in and saves the display name and e-mail; the session gets the saved user', async () => {
    signedIn({ role: 'editor' });
    const saving = held<{ admin: Admin }>();
    serve(on.put<{ admin: Admin }>('/admin/account', saving.answer));
    open();
    const profile = region(account.profile.title);
    expect(within(profile).getByText('ana')).toBeInTheDocument();
    expect(within(profile).getByText('Editor')).toBeInTheDocument();
    const name = within(profile).getByLabelText(account.profile.displayName);
    expect(name).toHaveValue('Ana Lima');
    expect(name).toHaveAccessibleDescription(account.profile.displayNameHint);

    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, '  Ana L.  ');
    await user.clear(within(profile).getByLabelText(account.profile.email));
    await user.type(within(profile).getByLabelText(account.profile.email), 'ana@land.example');
    await user.click(within(profile).getByRole('button', { name: account.profile.save }));
    expect(within(profile).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    const saved = testAdmin({ role: 'editor', display_name: 'Ana L.', email: 'ana@land.example' });
    saving.release({ admin: saved });

    expect(await screen.findByRole('status')).toHaveTextContent(account.profile.saved);
    expect(sent('PUT', '/admin/account')).toEqual([{ display_name: 'Ana L.', email: 'ana@land.example' }]);
    expect(session.get()?.admin).toEqual(saved);
    expect(session.get()?.token).toBe('tok-1');
    expect(name).toHaveValue('Ana L.');
  });

  it('sends an emptied e-mail as none, and refuses a malformed one before sending', async () => {
    signedIn();
    serve(
      on.put<{ admin: Admin }, { email: string | null }>('/admin/account', ({ body }) => ({
        admin: testAdmin({ email: body.email }),
      })),
    );
    open();
    const user = userEvent.setup();
    const email = screen.getByLabelText(account.profile.email);
    await user.clear(email);
    await user.type(email, 'ana@');
    await user.click(screen.getByRole('button', { name: account.profile.save }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
    notSent();

    await user.clear(email);
    await user.click(screen.getByRole('button', { name: account.profile.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(account.profile.saved);
    expect(sent('PUT', '/admin/account')).toEqual([{ display_name: 'Ana Lima', email: null }]);
    expect(session.get()?.admin.email).toBeNull();
  });

  it('shows an e-mail already in use beside the e-mail, and in the banner', async () => {
    signedIn();
    serve(on.put('/admin/account', () => fail(409, userMessages.emailTaken, { field: 'email' })));
    open();
    const user = userEvent.setup();
    const email = screen.getByLabelText(account.profile.email);
    await user.clear(email);
    await user.type(email, 'bruno@example.com');
    await user.click(screen.getByRole('button', { name: account.profile.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${userMessages.emailTaken}`);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(userMessages.emailTaken);
    expect(email).toHaveFocus();
    expect(session.get()?.admin.email).toBe('ana@example.com');
  });

  it('shows the fresh user the shell confirms after the page opened, unless the person is typing', async () => {
    signedIn({ display_name: 'ana' });
    open();
    const name = screen.getByLabelText(account.profile.displayName);
    expect(name).toHaveValue('ana');
    act(() => signedIn({ display_name: 'Ana Lima' }));
    expect(name).toHaveValue('Ana Lima');
    await userEvent.type(name, '!');
    act(() => signedIn({ display_name: 'Someone else' }));
    expect(name).toHaveValue('Ana Lima!');
  });

  it('asks before leaving with unsaved changes', async () => {
    signedIn();
    const { router } = open();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.type(screen.getByLabelText(account.profile.displayName), ' Souza');
    await act(() => router.navigate('/admin/dashboard'));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/unsaved changes/));
    expect(router.state.location.pathname).toBe('/admin/screen');
  });
});

describe('account page: password', () => {
  const fill = async (fields: { current: string; next: string; confirm?: string }) => {
    const user = userEvent.setup();
    const password = region(account.password.title);
    await user.type(within(password).getByLabelText(account.password.current), fields.current);
    await user.type(within(password).getByLabelText(account.password.new), fields.next);
    await user.type(within(password).getByLabelText(account.password.confirm), fields.confirm ?? fields.next);
    await user.click(within(password).getByRole('button', { name: account.password.save }));
  };

  it('checks the length and the repeat before sending, and says what a new password needs', async () => {
    signedIn();
    open();
    const fresh = screen.getByLabelText(account.password.new);
    expect(fresh).toHaveAccessibleDescription('At least 12 characters, hard to guess');
    await fill({ current: 'old secret', next: 'short', confirm: 'shorter' });
    expect(fresh).toHaveAttribute('aria-invalid', 'true');
    expect(fresh).toHaveAccessibleDescription(userMessages.passwordTooShort);
    expect(screen.getByLabelText(account.password.confirm)).toHaveAccessibleDescription(
      account.password.mismatch,
    );
    notSent();
  });

  it('asks for the current password', async () => {
    signedIn();
    open();
    await userEvent.click(screen.getByRole('button', { name: account.password.save }));
    expect(screen.getByLabelText(account.password.current)).toHaveAccessibleDescription(
      'Current password is required',
    );
    notSent();
  });

  it('changes it, empties the fields, and says how many other sessions were signed out', async () => {
    signedIn();
    serve(
      on.post<{ ok: true; revoked: number }>('/admin/account/password', () => ({ ok: true, revoked: 2 })),
    );
    open();
    await fill({ current: 'old secret', next: 'violet harbour kettle drum' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password changed. 2 other sessions were signed out.',
    );
    expect(sent('POST', '/admin/account/password')).toEqual([
      { current_password: 'old secret', new_password: 'violet harbour kettle drum' } satisfies PasswordChange,
    ]);
    for (const label of [account.password.current, account.password.new, account.password.confirm])
      expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('says only "Password changed" when no other session was open', async () => {
    signedIn();
    serve(
      on.post<{ ok: true; revoked: number }>('/admin/account/password', () => ({ ok: true, revoked: 0 })),
    );
    open();
    await fill({ current: 'old secret', next: 'violet harbour kettle drum' });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Password changed$/);
  });

  it("shows the server's refusal beside the field it names, and focuses it", async () => {
    signedIn();
    serve(
      on.post(
        '/admin/account/password',
        () => refuse(userMessages.currentPasswordWrong, 'current_password'),
        {
          once: true,
        },
      ),
      on.post('/admin/account/password', () =>
        refuse(userMessages.passwordTooWeak('This is a top-10 common password.'), 'new_password'),
      ),
    );
    open();
    await fill({ current: 'not it', next: 'password1234' });
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${userMessages.currentPasswordWrong}`);
    const current = screen.getByLabelText(account.password.current);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription(userMessages.currentPasswordWrong);
    expect(current).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: account.password.save }));
    const weak = userMessages.passwordTooWeak('This is a top-10 common password.');
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${weak}`);
    expect(screen.getByLabelText(account.password.new)).toHaveAccessibleDescription(weak);
    expect(screen.getByLabelText(account.password.new)).toHaveFocus();
  });
});

describe('account page: the other sections', () => {
  it('holds the preferences and the sessions it is given, and two-factor sign-in last', async () => {
    signedIn();
    open();
    expect(within(region(account.preferences.title)).getByText('the preferences')).toBeInTheDocument();
    expect(within(region(account.sessions.title)).getByText('the sessions')).toBeInTheDocument();
    const twoFactor = region(account.twoFactor.title);
    expect(await within(twoFactor).findByText(account.twoFactor.intro)).toBeInTheDocument();
    expect(screen.getAllByRole('region').at(-1)).toBe(twoFactor);
    expect(screen.queryByText(account.twoFactor.enrolBanner)).not.toBeInTheDocument();
  });

  it('speaks Portuguese in pt-BR: sections, labels, checks and messages', async () => {
    setLanguage('pt-BR');
    signedIn({ role: 'support' });
    serve(
      on.post<{ ok: true; revoked: number }>('/admin/account/password', () => ({ ok: true, revoked: 1 })),
    );
    renderScreen(<AccountPage preferences={null} sessions={null} />);
    for (const name of ['Perfil', 'Senha', 'Preferências', 'Sessões', 'Verificação em duas etapas'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByText('Suporte')).toBeInTheDocument();
    expect(await screen.findByText('Configurar um aplicativo autenticador')).toBeInTheDocument();
    expect(screen.getByText('Não configurada')).toBeInTheDocument();
    expect(screen.getByText('Não configurado')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nova senha'), 'curta');
    await user.click(screen.getByRole('button', { name: 'Trocar a senha' }));
    expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      'A senha deve ter pelo menos 12 caracteres',
    );
    expect(screen.getByLabelText('Senha atual')).toHaveAccessibleDescription(
      'O campo Senha atual é obrigatório',
    );
    expect(screen.getByLabelText('Confirme a nova senha')).toHaveAccessibleDescription(
      'As duas novas senhas são diferentes',
    );
    expect(englishLeft(document.body)).toEqual([]);

    await user.type(screen.getByLabelText('Senha atual'), 'old secret');
    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'violet harbour kettle drum');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'violet harbour kettle drum');
    await user.click(screen.getByRole('button', { name: 'Trocar a senha' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Senha trocada. 1 outra sessão foi encerrada.',
    );
  });
});

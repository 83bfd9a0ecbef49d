import {
  type Admin,
  type LoginResponse,
  type MfaRequired,
  type SignedIn,
  twoFactorMessages,
} from '@land-office/contract';
import { startAuthentication } from '@simplewebauthn/browser';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { auth } from '../../i18n/en/auth';
import { problems } from '../../i18n/pt-BR/problems';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { englishLeft } from '../../test/english-left';
import { fail, held, offline, on, requests, sent, serve } from '../../test/msw';
import LoginPage from './login-page';

vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <LoginPage /> },
      { path: '/admin/dashboard', element: <p>dashboard here</p> },
      { path: '/admin/account', element: <p>account here</p> },
    ],
    { initialEntries: ['/admin/login'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.mocked(startAuthentication).mockReset();
});

describe('login page', () => {
  it('requires both fields before calling the server', async () => {
    renderLogin();
    expect(document.title).toBe('Sign in · Land Office');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it("shows the server's error text under the form", async () => {
    serve(on.post('/admin/auth/login', () => fail(401, 'Invalid username or password')));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'ana');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('shows Login failed when the server is unreachable', async () => {
    serve(on.post('/admin/auth/login', offline));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'ana');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('stores the session and goes to the dashboard on success', async () => {
    const login = held<LoginResponse>();
    serve(on.post<LoginResponse>('/admin/auth/login', login.answer));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'ana');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    login.release({ token: 't0k', admin: testAdmin({ email: null }) });
    expect(await screen.findByText('dashboard here')).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBe('t0k');
  });

  it('speaks Portuguese in pt-BR, its own checks too', async () => {
    setLanguage('pt-BR');
    serve(on.post('/admin/auth/login', offline));
    renderLogin();
    expect(document.title).toBe('Entrar · Land Office');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o usuário')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.type(screen.getByLabelText(/^Usuário/), 'ana');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao entrar');
    expect(englishLeft(document.body)).toEqual([]);
  });
});

const MFA_TOKEN = 'bWZhLXRva2VuLW9mLWFuYS0wMTIzNDU2Nzg5';
const signedIn = (fields: Partial<Admin> = {}): SignedIn => ({ token: 't0k', admin: testAdmin(fields) });
/** The password was right and the account has these second factors. */
const challenge = (methods: MfaRequired['methods']): MfaRequired => ({
  mfa_required: true,
  mfa_token: MFA_TOKEN,
  methods,
});
/** What the browser's passkey prompt answers (the server checks it; here it is only passed on). */
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'c2ln' },
  clientExtensionResults: {},
};
/** The browser's answer when its passkey prompt is closed. */
const closedPrompt = () =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });
const mfa = auth.mfa;

async function password(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Username'), 'ana');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('login page: the second step', () => {
  it('asks for the code, checks it is six digits, and signs in with it', async () => {
    serve(
      on.post<MfaRequired>('/admin/auth/login', () => challenge(['totp', 'recovery'])),
      on.post<SignedIn>('/admin/auth/mfa', () => signedIn()),
    );
    const router = renderLogin();
    const user = await password();
    expect(await screen.findByRole('heading', { name: mfa.title })).toBeInTheDocument();
    expect(session.get()).toBeNull();
    const code = screen.getByLabelText(mfa.code);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByRole('button', { name: mfa.usePasskey })).not.toBeInTheDocument();

    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: mfa.verify }));
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code');
    expect(sent('POST', '/admin/auth/mfa')).toEqual([]);

    await user.type(code, '56');
    await user.click(screen.getByRole('button', { name: mfa.verify }));
    expect(await screen.findByText('dashboard here')).toBeInTheDocument();
    expect(sent('POST', '/admin/auth/mfa')).toEqual([{ mfa_token: MFA_TOKEN, code: '123456' }]);
    expect(session.get()?.token).toBe('t0k');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it("says a wrong code beside it in the server's words, and takes the next one", async () => {
    serve(
      on.post<MfaRequired>('/admin/auth/login', () => challenge(['totp', 'recovery'])),
      on.post(
        '/admin/auth/mfa',
        () => fail(401, twoFactorMessages.wrongCode, { code: 'second_factor_failed' }),
        { once: true },
      ),
      on.post<SignedIn>('/admin/auth/mfa', () => signedIn()),
    );
    renderLogin();
    const user = await password();
    const code = await screen.findByLabelText(mfa.code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: mfa.verify }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(twoFactorMessages.wrongCode));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(session.get()).toBeNull();
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: mfa.verify }));
    expect(await screen.findByText('dashboard here')).toBeInTheDocument();
  });

  it('switches to a recovery code and back, and signs in with one', async () => {
    serve(
      on.post<MfaRequired>('/admin/auth/login', () => challenge(['totp', 'recovery'])),
      on.post<SignedIn>('/admin/auth/mfa', () => signedIn()),
    );
    renderLogin();
    const user = await password();
    await user.click(await screen.findByRole('button', { name: mfa.useRecovery }));
    const recovery = screen.getByLabelText(mfa.recoveryCode);
    expect(recovery).toHaveFocus();
    expect(screen.queryByLabelText(mfa.code)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: mfa.useCode }));
    expect(screen.getByLabelText(mfa.code)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: mfa.useRecovery }));

    await user.type(screen.getByLabelText(mfa.recoveryCode), 'abc');
    await user.click(screen.getByRole('button', { name: mfa.verify }));
    expect(screen.getByLabelText(mfa.recoveryCode)).toHaveAccessibleDescription(mfa.recoveryInvalid);
    await user.clear(screen.getByLabelText(mfa.recoveryCode));
    await user.type(screen.getByLabelText(mfa.recoveryCode), ' k7pqm-x3rtw ');
    await user.click(screen.getByRole('button', { name: mfa.verify }));
    expect(await screen.findByText('dashboard here')).toBeInTheDocument();
    expect(sent('POST', '/admin/auth/mfa')).toEqual([{ mfa_token: MFA_TOKEN, recovery_code: 'k7pqm-x3rtw' }]);
  });

  it('offers no recovery code to an account without one', async () => {
    serve(on.post<MfaRequired>('/admin/auth/login', () => challenge(['totp'])));
    renderLogin();
    await password();
    expect(await screen.findByLabelText(mfa.code)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: mfa.useRecovery })).not.toBeInTheDocument();
  });

  it('goes back to the password when the sign-in expired, saying so, the username kept', async () => {
    serve(
      on.post<MfaRequired>('/admin/auth/login', () => challenge(['totp', 'recovery'])),
      on.post('/admin/auth/mfa', () => fail(401, twoFactorMessages.mfaExpired)),
    );
    renderLogin();
    const user = await password();
    await user.type(await screen.findByLabelText(mfa.code), '123456');
    await user.click(screen.getByRole('button', { name: mfa.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorMessages.mfaExpired);
    expect(screen.queryByRole('heading', { name: mfa.title })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('ana');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('goes back to the password when asked to', async () => {
    serve(on.post<MfaRequired>('/admin/auth/login', () => challenge(['totp'])));
    renderLogin();
    const user = await password();
    await user.click(await screen.findByRole('button', { name: mfa.startOver }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('finishes with a passkey when the account has one', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    const options = { challenge: 'second-step', allowCredentials: [{ id: 'cred-1', type: 'public-key' }] };
    vi.mocked(startAuthentication).mockResolvedValue(ASSERTION as never);
    serve(
      on.post<MfaRequired>('/admin/auth/login', () => challenge(['totp', 'recovery', 'webauthn'])),
      on.post<Record<string, unknown>>('/admin/auth/webauthn/login/options', () => options),
      on.post<SignedIn>('/admin/auth/webauthn/login/verify', () => signedIn()),
    );
    renderLogin();
    const user = await password();
    await user.click(await screen.findByRole('button', { name: mfa.usePasskey }));
    expect(await screen.findByText('dashboard here')).toBeInTheDocument();
    expect(vi.mocked(startAuthentication)).toHaveBeenCalledWith({ optionsJSON: options });
    expect(sent('POST', '/admin/auth/webauthn/login/options')).toEqual([{ mfa_token: MFA_TOKEN }]);
    expect(sent('POST', '/admin/auth/webauthn/login/verify')).toEqual([
      { mfa_token: MFA_TOKEN, response: ASSERTION },
    ]);
  });

  it('asks only for the passkey when that is the account’s one second factor', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    vi.mocked(startAuthentication).mockRejectedValue(closedPrompt());
    serve(
      on.post<MfaRequired>('/admin/auth/login', () => challenge(['webauthn'])),
      on.post<Record<string, unknown>>('/admin/auth/webauthn/login/options', () => ({ challenge: 'c' })),
    );
    renderLogin();
    const user = await password();
    expect(await screen.findByText(mfa.passkeyIntro)).toBeInTheDocument();
    expect(screen.queryByLabelText(mfa.code)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: mfa.usePasskey }));
    expect(await screen.findByRole('status')).toHaveTextContent(auth.passkey.cancelled);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(session.get()).toBeNull();
  });

  it('sends a person whose organisation requires a second factor they lack to their account', async () => {
    serve(on.post<LoginResponse>('/admin/auth/login', () => signedIn({ must_enrol_two_factor: true })));
    const router = renderLogin();
    await password();
    expect(await screen.findByText('account here')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/account');
  });

  it('speaks Portuguese in pt-BR, its checks and the server’s refusals too', async () => {
    setLanguage('pt-BR');
    serve(
      on.post<MfaRequired>('/admin/auth/login', () => challenge(['totp', 'recovery'])),
      on.post('/admin/auth/mfa', () =>
        fail(401, twoFactorMessages.wrongCode, { code: 'second_factor_failed' }),
      ),
    );
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Usuário/), 'ana');
    await user.type(screen.getByLabelText(/^Senha/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Verificação em duas etapas' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByLabelText('Código')).toHaveAccessibleDescription('Digite o código de 6 dígitos');
    await user.type(screen.getByLabelText('Código'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Código')).toHaveAccessibleDescription(
        problems.codes.second_factor_failed,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }));
    expect(englishLeft(document.body)).toEqual([]);
  });
});

describe('login page: a passkey alone', () => {
  it('is offered only by a browser that can use passkeys', () => {
    renderLogin();
    expect(screen.queryByRole('button', { name: auth.passkey.signIn })).not.toBeInTheDocument();
  });

  it('signs in with no username: the server’s challenge, the browser’s passkey, the server’s check', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    const options = { challenge: 'alone', userVerification: 'required' };
    vi.mocked(startAuthentication).mockResolvedValue(ASSERTION as never);
    serve(
      on.post<Record<string, unknown>>('/admin/auth/webauthn/login/options', () => options),
      on.post<SignedIn>('/admin/auth/webauthn/login/verify', () => signedIn()),
    );
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: auth.passkey.signIn }));
    expect(await screen.findByText('dashboard here')).toBeInTheDocument();
    expect(vi.mocked(startAuthentication)).toHaveBeenCalledWith({ optionsJSON: options });
    expect(sent('POST', '/admin/auth/webauthn/login/options')).toEqual([{}]);
    expect(sent('POST', '/admin/auth/webauthn/login/verify')).toEqual([{ response: ASSERTION }]);
    expect(sent('POST', '/admin/auth/login')).toEqual([]);
    expect(session.get()?.admin.username).toBe('ana');
  });

  it('says in a word that no passkey was used when the prompt is closed', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    vi.mocked(startAuthentication).mockRejectedValue(closedPrompt());
    serve(on.post<Record<string, unknown>>('/admin/auth/webauthn/login/options', () => ({ challenge: 'c' })));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: auth.passkey.signIn }));
    expect(await screen.findByRole('status')).toHaveTextContent(auth.passkey.cancelled);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent('POST', '/admin/auth/webauthn/login/verify')).toEqual([]);
  });

  it('says why at an address passkeys cannot belong to (an IP address)', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    vi.mocked(startAuthentication).mockRejectedValue(
      Object.assign(new Error('127.0.0.1 is an invalid domain'), { name: 'SecurityError' }),
    );
    serve(on.post<Record<string, unknown>>('/admin/auth/webauthn/login/options', () => ({ challenge: 'c' })));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: auth.passkey.signIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(auth.passkey.wrongAddress);
  });

  it("shows the server's refusal of a passkey it does not know", async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    vi.mocked(startAuthentication).mockResolvedValue(ASSERTION as never);
    serve(
      on.post<Record<string, unknown>>('/admin/auth/webauthn/login/options', () => ({ challenge: 'c' })),
      on.post('/admin/auth/webauthn/login/verify', () =>
        fail(401, twoFactorMessages.passkeyUnknown, { code: 'second_factor_failed' }),
      ),
    );
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: auth.passkey.signIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorMessages.passkeyUnknown);
    expect(session.get()).toBeNull();
  });

  it('says it in Portuguese in pt-BR', async () => {
    setLanguage('pt-BR');
    vi.stubGlobal('PublicKeyCredential', class {});
    vi.mocked(startAuthentication).mockResolvedValue(ASSERTION as never);
    serve(
      on.post<Record<string, unknown>>('/admin/auth/webauthn/login/options', () => ({ challenge: 'c' })),
      on.post('/admin/auth/webauthn/login/verify', () =>
        fail(401, twoFactorMessages.passkeyFailed, { code: 'second_factor_failed' }),
      ),
    );
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar com uma chave de acesso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(problems.codes.second_factor_failed);
    expect(englishLeft(document.body)).toEqual([]);
  });
});

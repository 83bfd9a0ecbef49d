import { type LinkInfo, type LoginResponse, type MfaRequired, userMessages } from '@land-office/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { choosePassword as texts } from '../../i18n/en/choose-password';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { englishLeft } from '../../test/english-left';
import { fail, on, requests, sent, serve } from '../../test/msw';
import { renderRoutes } from '../../test/render-routes';
import { ChoosePasswordPage } from './choose-password-page';

const TOKEN = 'Zm9yLWNhcmxhLW9ubHktb25jZS10b2tlbg';
const PASSWORD = 'harbour lantern quietly 42';

const invite: LinkInfo = {
  purpose: 'invite',
  username: 'carla',
  display_name: 'Carla Dias',
  expires_at: '2026-11-28T10:00:00.000Z',
};

/** The link's page at `path`, beside the sign-in page and the dashboard it leads to. */
function open(path: string) {
  return renderRoutes(
    [
      { path: '/admin/accept-invite', element: <ChoosePasswordPage purpose="invite" /> },
      { path: '/admin/reset-password', element: <ChoosePasswordPage purpose="reset" /> },
      { path: '/admin/login', element: <p>sign-in page</p> },
      { path: '/admin/dashboard', element: <p>dashboard here</p> },
    ],
    path,
  );
}

/** The server: the link, choosing its password (`refuse` answers instead), signing in with it. */
function linkServer(info: LinkInfo, refuse?: Response) {
  serve(
    on.get<LinkInfo>('/admin/auth/link', ({ query }) =>
      query.get('token') === TOKEN ? info : fail(404, userMessages.linkInvalid),
    ),
    on.post<{ ok: true; username: string }>(
      `/admin/auth/${info.purpose === 'invite' ? 'accept-invite' : 'reset-password'}`,
      () => (refuse ? refuse : { ok: true, username: info.username }),
    ),
    on.post<LoginResponse>('/admin/auth/login', () => ({
      token: 'fresh',
      admin: testAdmin({ id: 5, username: info.username, role: 'editor' }),
    })),
  );
}

const type = async (field: string | HTMLElement, text: string) =>
  userEvent.type(typeof field === 'string' ? screen.getByLabelText(field) : field, text);

afterEach(() => session.clear());

describe('accepting an invitation', () => {
  it('welcomes the invitee by name, then sets the password and signs them in with it', async () => {
    linkServer(invite);
    const router = open(`/admin/accept-invite?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Welcome, Carla Dias' })).toBeInTheDocument();
    expect(document.title).toBe(texts.invite.documentTitle);
    expect(screen.getByLabelText('Username')).toHaveValue('carla');
    expect(screen.getByLabelText('Display name')).toHaveValue('Carla Dias');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 12 characters, hard to guess',
    );

    await userEvent.clear(screen.getByLabelText('Display name'));
    await type('Display name', 'Carla');
    await type('New password', PASSWORD);
    await type('Repeat the password', PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: texts.invite.submit }));

    expect(await screen.findByText('dashboard here')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(sent('POST', '/admin/auth/accept-invite')).toEqual([
      { token: TOKEN, password: PASSWORD, display_name: 'Carla' },
    ]);
    expect(sent('POST', '/admin/auth/login')).toEqual([{ username: 'carla', password: PASSWORD }]);
    expect(session.get()?.admin).toMatchObject({ username: 'carla', role: 'editor' });
  });

  it('refuses a short password or one not repeated right before sending', async () => {
    linkServer(invite);
    open(`/admin/accept-invite?token=${TOKEN}`);
    await type(await screen.findByLabelText('New password'), 'short');
    await type('Repeat the password', 'shorter');
    await userEvent.click(screen.getByRole('button', { name: texts.invite.submit }));
    expect(await screen.findByText(userMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(texts.mismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests().filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal of a password beside it", async () => {
    const weak = userMessages.passwordTooWeak('This is a very common password.');
    linkServer(
      invite,
      HttpResponse.json({ error: weak, code: 'validation', field: 'password' }, { status: 400 }),
    );
    open(`/admin/accept-invite?token=${TOKEN}`);
    await type(await screen.findByLabelText('New password'), 'password1234');
    await type('Repeat the password', 'password1234');
    await userEvent.click(screen.getByRole('button', { name: texts.invite.submit }));
    expect(await screen.findByText(weak)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(weak);
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(sent('POST', '/admin/auth/login')).toEqual([]);
  });

  it('says an expired or used link is no more, and leads to the sign-in page', async () => {
    serve(on.get('/admin/auth/link', () => fail(404, userMessages.linkInvalid)));
    open('/admin/accept-invite?token=a-token-that-was-used-already');
    expect(await screen.findByRole('alert')).toHaveTextContent(userMessages.linkInvalid);
    expect(screen.getByRole('link', { name: texts.toSignIn })).toHaveAttribute('href', '/admin/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says so of a link without its token, asking nothing', async () => {
    open('/admin/accept-invite');
    expect(await screen.findByRole('alert')).toHaveTextContent(userMessages.linkInvalid);
    expect(requests()).toEqual([]);
  });

  it('is all Portuguese in pt-BR, its own checks too', async () => {
    setLanguage('pt-BR');
    linkServer(invite);
    open(`/admin/accept-invite?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Boas-vindas, Carla Dias' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      'Pelo menos 12 caracteres, difícil de adivinhar',
    );
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar e entrar' }));
    expect(await screen.findByText('Informe a senha')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says an expired link in Portuguese in pt-BR', async () => {
    setLanguage('pt-BR');
    serve(on.get('/admin/auth/link', () => fail(404, userMessages.linkInvalid)));
    open('/admin/accept-invite?token=a-token-that-was-used-already');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este link expirou ou já foi usado');
    expect(englishLeft(document.body)).toEqual([]);
  });
});

describe('choosing a new password with a reset link', () => {
  it('asks for the password twice only, then signs in with it', async () => {
    linkServer({ ...invite, purpose: 'reset' });
    open(`/admin/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: texts.reset.heading })).toBeInTheDocument();
    expect(screen.getByText('For the account carla.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Display name')).not.toBeInTheDocument();
    await type('New password', PASSWORD);
    await type('Repeat the password', PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: texts.reset.submit }));
    expect(await screen.findByText('dashboard here')).toBeInTheDocument();
    expect(sent('POST', '/admin/auth/reset-password')).toEqual([{ token: TOKEN, password: PASSWORD }]);
  });

  it('leaves an account with a second factor to finish signing in on the sign-in page', async () => {
    linkServer({ ...invite, purpose: 'reset' });
    serve(
      on.post<MfaRequired>('/admin/auth/login', () => ({
        mfa_required: true,
        mfa_token: 'bWZhLXRva2VuLW9mLWNhcmxhLTAxMjM0NTY3',
        methods: ['totp', 'recovery'],
      })),
    );
    open(`/admin/reset-password?token=${TOKEN}`);
    await type(await screen.findByLabelText('New password'), PASSWORD);
    await type('Repeat the password', PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: texts.reset.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(texts.saved);
    expect(screen.getByRole('link', { name: texts.toSignIn })).toHaveAttribute('href', '/admin/login');
    expect(session.get()).toBeNull();
  });

  it('sends to the sign-in page when the password is set but signing in fails', async () => {
    linkServer({ ...invite, purpose: 'reset' });
    serve(
      on.post('/admin/auth/login', () => fail(429, 'Too many sign-in attempts. Try again in 3 minutes.')),
    );
    open(`/admin/reset-password?token=${TOKEN}`);
    await type(await screen.findByLabelText('New password'), PASSWORD);
    await type('Repeat the password', PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: texts.reset.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(texts.saved);
    expect(screen.getByRole('link', { name: texts.toSignIn })).toHaveAttribute('href', '/admin/login');
  });
});

import {
  authMessages,
  faqType,
  type LoginResponse,
  type MfaRequired,
  twoFactorMessages,
} from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { screens } from '../../app/routes';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { contentServer } from '../../test/content-server';
import { fail, on, requests, serve } from '../../test/msw';
import { renderRoutes } from '../../test/render-routes';
import { SessionExpiredDialog } from './session-expired-dialog';

vi.mock('../../components/rich-text-editor', () => import('../../test/plain-rich-text-editor'));

const admin = testAdmin();
const ended = () => fail(401, authMessages.sessionEnded);

/** The admin's screens with the dialog beside them, as the layout has it, signed in as `token`. */
function open(path: string, token = 'ended-token') {
  session.set({ token, admin });
  renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <>
            <SessionExpiredDialog />
            <Outlet />
          </>
        ),
        children: screens,
      },
    ],
    path,
  );
}

describe('a session that ends while a form holds unsaved work', () => {
  it('finishes signing in again with the second factor when the account has one', async () => {
    const api = contentServer(faqType, []);
    serve(
      on.post<{ faq: object }>('/faq/admin', ({ request, body }) => {
        if (request.headers.get('authorization') !== 'Bearer fresh-token') return ended();
        const row = { ...(body as object), id: 1, category: null, is_active: true, order_pos: 0 };
        api.rows.push(row as never);
        return { faq: row };
      }),
      on.post<MfaRequired>('/admin/auth/login', () => ({
        mfa_required: true,
        mfa_token: 'mfa-token-of-thirty-two-characters',
        methods: ['totp', 'recovery'],
      })),
      on.post<LoginResponse>('/admin/auth/mfa', ({ body }) =>
        (body as { code?: string }).code === '123456'
          ? { token: 'fresh-token', admin }
          : fail(401, twoFactorMessages.wrongCode),
      ),
    );
    open('/admin/faq/new');
    await userEvent.type(await screen.findByLabelText('Question'), 'Two factors?');
    await userEvent.type(screen.getByLabelText('Answer'), '<p>Yes.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ Entry' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    const code = await within(dialog).findByLabelText('Code from your app, or a recovery code');
    await userEvent.type(code, '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText(twoFactorMessages.wrongCode)).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('cell', { name: 'Two factors?' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      requests()
        .filter((r) => r.path === '/admin/auth/mfa')
        .map((r) => r.body),
    ).toEqual([
      { mfa_token: 'mfa-token-of-thirty-two-characters', code: '000000' },
      { mfa_token: 'mfa-token-of-thirty-two-characters', code: '123456' },
    ]);
  });

  it('asks to sign in again over the form, then saves it with every value and the new token', async () => {
    const api = contentServer(faqType, []);
    serve(
      on.post<{ faq: object }>('/faq/admin', ({ request, body }) => {
        if (request.headers.get('authorization') !== 'Bearer fresh-token') return ended();
        const row = { ...(body as object), id: 1, category: null, is_active: true, order_pos: 0 };
        api.rows.push(row as never);
        return { faq: row };
      }),
      on.post<LoginResponse>('/admin/auth/login', ({ body }) =>
        (body as { password: string }).password === 'right-password'
          ? { token: 'fresh-token', admin }
          : fail(401, authMessages.invalidCredentials),
      ),
    );
    open('/admin/faq/new');
    await userEvent.type(await screen.findByLabelText('Question'), 'Can I keep my parcel over winter?');
    await userEvent.type(screen.getByLabelText('Answer'), '<p>Yes.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ Entry' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('ana');
    // The form is still there behind it, with what was typed.
    expect(screen.getByLabelText('Question', { selector: 'input' })).toHaveValue(
      'Can I keep my parcel over winter?',
    );

    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText(authMessages.invalidCredentials)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('cell', { name: 'Can I keep my parcel over winter?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const saves = requests().filter((r) => r.method === 'POST' && r.path === '/faq/admin');
    expect(saves.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer ended-token',
      'Bearer fresh-token',
    ]);
    expect(saves[1]?.body).toEqual(saves[0]?.body);
    expect(saves[1]?.body).toMatchObject({
      question: 'Can I keep my parcel over winter?',
      answer: '<p>Yes.</p>',
    });
    expect(
      requests()
        .find((r) => r.path === '/admin/auth/login')
        ?.headers.get('authorization'),
    ).toBeNull();
    expect(session.get()?.token).toBe('fresh-token');
  });

  it('signs out when the person cancels, and with nothing unsaved it never asks', async () => {
    contentServer(faqType, []);
    serve(on.post('/faq/admin', ended));
    open('/admin/faq/new');
    await userEvent.type(await screen.findByLabelText('Question'), 'Half a question');
    await userEvent.type(screen.getByLabelText('Answer'), '<p>a</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ Entry' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(session.get()).toBeNull());
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.sessionEnded);
  });

  it('with nothing unsaved, an ended session signs out at once (the spec redirect)', async () => {
    serve(on.get('/faq/admin', ended));
    open('/admin/faq');
    await waitFor(() => expect(session.get()).toBeNull());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

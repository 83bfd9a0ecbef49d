import type { Admin, AdminSession, ContentPage } from '@land-office/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GOOD_CODE, twoFactorServer } from '../features/account/two-factor-test-server';
import { account } from '../i18n/en/account';
import { session } from '../lib/session';
import { testAdmin } from '../test/admins';
import { contentPageOf } from '../test/content-page';
import { on, requests, serve } from '../test/msw';
import { renderRoutes } from '../test/render-routes';
import { routes } from './routes';

const texts = account.twoFactor;
const sidebarLinks = () =>
  within(screen.getByRole('complementary', { name: 'Sidebar' })).queryAllByRole('link');

/**
 * The whole admin at `path`, signed in by a password while an owner requires a second factor
 * this person has not set up: the server marks the session, and `/auth/me` says so until one is.
 */
function openEnrolling(path: string) {
  const flagged = testAdmin({ role: 'editor', must_enrol_two_factor: true });
  const server = { me: flagged };
  session.set({ token: 'tok', admin: flagged });
  serve(
    on.get<{ admin: Admin }>('/admin/auth/me', () => ({ admin: server.me })),
    on.get<AdminSession[]>('/admin/auth/sessions', () => []),
  );
  const factors = twoFactorServer({ required: true });
  return { router: renderRoutes(routes, path), server, factors };
}

afterEach(() => session.clear());

describe('a session opened to set up a required second factor', () => {
  it('shows the account page, whatever the address, with the reason and no way elsewhere', async () => {
    const { router } = openEnrolling('/admin/blog');
    expect(await screen.findByText(texts.enrolBanner)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/account');
    expect(sidebarLinks()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Sessions' })).not.toBeInTheDocument();
    // Nothing the server would refuse with 403 was asked for.
    expect(requests().some((request) => request.path.startsWith('/blog'))).toBe(false);

    await act(() => router.navigate('/admin/users'));
    expect(router.state.location.pathname).toBe('/admin/account');
  });

  it('opens the admin once the app is on, the recovery codes still on screen', async () => {
    const { router, server } = openEnrolling('/admin/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.app.setUp }));
    await user.type(await screen.findByLabelText(texts.app.code), GOOD_CODE);
    server.me = testAdmin({ role: 'editor' });
    await user.click(screen.getByRole('button', { name: texts.app.confirm }));

    expect(await screen.findByRole('region', { name: texts.recovery.list })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(texts.enrolBanner)).not.toBeInTheDocument());
    expect(session.get()?.admin.must_enrol_two_factor).toBeUndefined();
    expect(sidebarLinks().map((link) => link.textContent)).toContain('Blog Posts');
    expect(router.state.location.pathname).toBe('/admin/account');

    serve(on.get<ContentPage<never>>('/blog/admin', ({ query }) => contentPageOf([], query)));
    await user.click(within(screen.getByRole('complementary', { name: 'Sidebar' })).getByText('Blog Posts'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
  });
});

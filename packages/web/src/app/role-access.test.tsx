import { type Admin, type Faq, faqType, userMessages } from '@land-office/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { session } from '../lib/session';
import { testAdmin } from '../test/admins';
import { contentServer } from '../test/content-server';
import { englishLeft } from '../test/english-left';
import { held, on, requests, serve } from '../test/msw';
import { renderRoutes } from '../test/render-routes';
import { routes } from './routes';

vi.mock('../components/rich-text-editor', () => import('../test/plain-rich-text-editor'));

/** The whole admin at `path`, signed in as `admin`; `/auth/me` confirms them as they are. */
function openAs(admin: Admin, path: string) {
  session.set({ token: 'tok', admin });
  serve(on.get<{ admin: Admin }>('/admin/auth/me', () => ({ admin })));
  return renderRoutes(routes, path);
}

const sidebar = (name = 'Sidebar') => within(screen.getByRole('complementary', { name }));
const entries = () =>
  sidebar()
    .getAllByRole('link')
    .map((link) => link.textContent);
/** The sidebar's links by group heading ('' for the dashboard, in no group). */
const groups = () =>
  Object.fromEntries(
    sidebar()
      .getAllByRole('list')
      .map((list) => [
        list.getAttribute('aria-label') ?? '',
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ]),
  );
const screensAsked = () => requests().filter((request) => request.path !== '/admin/auth/me');

const faq: Faq = {
  id: 1,
  question: 'How big is a region?',
  answer: '<p>Big.</p>',
  category: null,
  is_active: true,
  order_pos: 1,
  active_from: null,
  active_until: null,
};

/** The content group, as an owner and an editor both see it. */
const contentEntries = [
  'Blog Posts',
  'Pages',
  'FAQ',
  'Menus',
  'Services',
  'Hero Section',
  'Banners',
  'Media Library',
];

afterEach(() => session.clear());

describe('what the sidebar offers each role', () => {
  it('gives an owner every entry, grouped as the work is, and names them and their role in the header', async () => {
    openAs(testAdmin(), '/admin/not-a-screen');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(groups()).toEqual({
      '': ['Dashboard'],
      Content: contentEntries,
      'Available land': ['Available Land', 'Listings'],
      Support: ['Support Team'],
      Site: ['Site Settings', 'Header'],
      Administration: ['Users', 'API tokens', 'Webhooks', 'Trash', 'Activity Log'],
    });
    expect(sidebar().getByRole('link', { name: 'API tokens' })).toHaveAttribute('href', '/admin/tokens');
    expect(sidebar().getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(sidebar().getByRole('link', { name: 'Activity Log' })).toHaveAttribute('href', '/admin/activity');
    expect(screen.getByTestId('current-user')).toHaveTextContent('Ana Lima');
    expect(screen.getByTestId('current-username')).toHaveTextContent('ana');
    expect(screen.getByTestId('current-role')).toHaveTextContent('Owner');
  });

  it('hides from an editor the settings, the support team and the users, not the content, its media or its trash', async () => {
    openAs(testAdmin({ role: 'editor' }), '/admin/not-a-screen');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(groups()).toEqual({
      '': ['Dashboard'],
      Content: contentEntries,
      'Available land': ['Available Land', 'Listings'],
      Administration: ['Trash', 'Activity Log'],
    });
    expect(screen.getByTestId('current-role')).toHaveTextContent('Editor');
  });

  it('shows support staff the dashboard, the trash (of support members) and the support team only', async () => {
    openAs(testAdmin({ role: 'support' }), '/admin/not-a-screen');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(groups()).toEqual({ '': ['Dashboard'], Support: ['Support Team'], Administration: ['Trash'] });
  });

  it('treats a session kept from before roles as the owner until the server says otherwise', async () => {
    localStorage.setItem('admin_token', 'kept');
    localStorage.setItem('admin_user', JSON.stringify({ id: 1, username: 'admin', email: null }));
    session.reload();
    const me = held<{ admin: Admin }>();
    serve(on.get<{ admin: Admin }>('/admin/auth/me', me.answer));
    renderRoutes(routes, '/admin/not-a-screen');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(entries()).toContain('Users');
    expect(screen.getByTestId('current-user')).toHaveTextContent('admin');
    me.release({ admin: testAdmin({ id: 1, username: 'admin', role: 'editor', display_name: 'The Admin' }) });
    await waitFor(() => expect(entries()).not.toContain('Users'));
    expect(screen.getByTestId('current-user')).toHaveTextContent('The Admin');
  });
});

describe("the sidebar's groups", () => {
  it('fold and unfold by their heading, and stay as left in this browser', async () => {
    openAs(testAdmin(), '/admin/not-a-screen');
    await screen.findByRole('heading', { name: 'Page not found' });
    const toggle = sidebar().getByRole('button', { name: 'Administration' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar().queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Blog Posts' })).toBeInTheDocument();
    // Another visit in this browser finds it folded.
    cleanup();
    openAs(testAdmin(), '/admin/not-a-screen');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(sidebar().getByRole('button', { name: 'Administration' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(sidebar().getByRole('button', { name: 'Administration' }));
    expect(sidebar().getByRole('link', { name: 'Users' })).toBeInTheDocument();
  });

  it('are named in Portuguese', async () => {
    setLanguage('pt-BR');
    try {
      openAs(testAdmin(), '/admin/not-a-screen');
      await screen.findByRole('heading', { name: 'Página não encontrada' });
      expect(
        sidebar('Barra lateral')
          .getAllByRole('button')
          .map((b) => b.textContent?.replace(/[−+]$/, '')),
      ).toEqual(['Conteúdo', 'Terrenos disponíveis', 'Suporte', 'Site', 'Administração']);
    } finally {
      setLanguage('en');
    }
  });
});

describe('a screen the role cannot use, opened by its address', () => {
  it("says it is not allowed, in the server's words, inside the shell, and leads back", async () => {
    const router = openAs(testAdmin({ role: 'editor' }), '/admin/site-settings');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(
      screen.getByText('Your role (editor) cannot change site settings. Ask an owner if you need it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/site-settings');
    expect(screensAsked()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  it('covers a screen inside an allowed one: the export under the site settings', async () => {
    openAs(testAdmin({ role: 'editor' }), '/admin/site-settings/export-import');
    expect(
      await screen.findByText(/^Your role \(editor\) cannot export or import content\./),
    ).toBeInTheDocument();
    expect(screensAsked()).toEqual([]);
  });

  it('keeps support staff from the invitation form, the editor from the support team', async () => {
    openAs(testAdmin({ role: 'support' }), '/admin/users/new');
    expect(await screen.findByText(/^Your role \(support\) cannot manage users\./)).toBeInTheDocument();
    cleanup();
    openAs(testAdmin({ role: 'editor' }), '/admin/support-settings');
    expect(
      await screen.findByText(/^Your role \(editor\) cannot manage the support team\./),
    ).toBeInTheDocument();
    expect(screensAsked()).toEqual([]);
  });

  it('keeps the API tokens, their list and their form, to owners', async () => {
    openAs(testAdmin({ role: 'editor' }), '/admin/tokens');
    expect(await screen.findByText(/^Your role \(editor\) cannot manage API tokens\./)).toBeInTheDocument();
    cleanup();
    openAs(testAdmin({ role: 'support' }), '/admin/tokens/new');
    expect(await screen.findByText(/^Your role \(support\) cannot manage API tokens\./)).toBeInTheDocument();
    expect(screensAsked()).toEqual([]);
  });

  it('is said in Portuguese in pt-BR', async () => {
    setLanguage('pt-BR');
    openAs(testAdmin({ role: 'editor' }), '/admin/header');
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sua função (editor) não permite alterar as configurações do cabeçalho. Peça a um proprietário, se precisar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('current-role')).toHaveTextContent('Editor');
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('opens the screens the role can use', async () => {
    contentServer(faqType, [faq]);
    openAs(testAdmin({ role: 'editor' }), '/admin/faq');
    expect(await screen.findByRole('cell', { name: 'How big is a region?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not allowed' })).not.toBeInTheDocument();
  });
});

describe('a refusal of the role by the server', () => {
  it("shows the server's message where the screen shows its errors", async () => {
    const api = contentServer(faqType, [faq]);
    const refusal = userMessages.forbidden('editor', 'content');
    api.failNext('PUT /faq/admin/1', 403, refusal);
    openAs(testAdmin({ role: 'editor' }), '/admin/faq');
    const row = (await screen.findByRole('cell', { name: 'How big is a region?' })).closest(
      'tr',
    ) as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('says it in Portuguese in pt-BR', async () => {
    setLanguage('pt-BR');
    const api = contentServer(faqType, [faq]);
    api.failNext('PUT /faq/admin/1', 403, userMessages.forbidden('editor', 'content'), {
      role: 'editor',
      operation: 'content',
    });
    openAs(testAdmin({ role: 'editor' }), '/admin/faq');
    const row = (await screen.findByRole('cell', { name: 'How big is a region?' })).closest(
      'tr',
    ) as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Ativo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sua função (editor) não permite alterar o conteúdo do site',
    );
  });
});

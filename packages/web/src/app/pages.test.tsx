import { type Me, type Page, pageMessages, pageType } from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import { testAdmin } from '../test/admins';
import { answerConfirm } from '../test/confirm';
import { contentServer } from '../test/content-server';
import { on, serve } from '../test/msw';
import { sitePage } from '../test/records';
import { renderRoutes } from '../test/render-routes';
import { routes } from './routes';

vi.mock('../components/rich-text-editor', () => import('../test/plain-rich-text-editor'));

function open(path: string) {
  const admin = testAdmin();
  session.set({ token: 'tok', admin });
  serve(
    on.get<Me>('/admin/auth/me', () => ({
      admin,
      site: { timezone: 'UTC', url: 'https://bay.example.com', served: true },
    })),
  );
  return renderRoutes(routes, path);
}

afterEach(() => session.clear());

const page = (fields: Partial<Page> & Pick<Page, 'id' | 'title' | 'slug'>) =>
  sitePage({ content: '<p>Text</p>', published: false, updated_at: '2026-11-21T10:00:00.000Z', ...fields });

describe('pages, declared and given the generic screens', () => {
  it('are in the sidebar after Blog Posts, and say so when there are none', async () => {
    contentServer(pageType, []);
    open('/admin/pages');
    expect(await screen.findByText('No pages yet.')).toBeInTheDocument();
    const sidebar = within(screen.getByRole('complementary', { name: 'Sidebar' }));
    const names = sidebar.getAllByRole('link').map((link) => link.textContent);
    expect(names.indexOf('Pages')).toBe(names.indexOf('Blog Posts') + 1);
    expect(screen.getByRole('link', { name: 'Add Page' })).toHaveAttribute('href', '/admin/pages/new');
  });

  it('links the header to the public website, at PUBLIC_SITE_URL, in a new tab', async () => {
    contentServer(pageType, []);
    open('/admin/pages');
    const link = await screen.findByRole('link', { name: 'View site' });
    expect(link).toHaveAttribute('href', 'https://bay.example.com');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('lists pages newest first with their status, publishes one from its badge and deletes one after the question', async () => {
    const api = contentServer(pageType, [
      page({ id: 1, title: 'About us', slug: 'about-us', published: true }),
      page({ id: 2, title: 'Terms', slug: 'terms' }),
    ]);
    open('/admin/pages');
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Terms',
      'About us',
    ]);
    const terms = within(rows[1] as HTMLElement);
    await userEvent.click(terms.getByRole('button', { name: 'Draft' }));
    expect(await terms.findByRole('button', { name: 'Published' })).toBeInTheDocument();
    expect(api.rows.find((row) => row.id === 2)?.published).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Delete About us' }));
    await answerConfirm(pageMessages.deleteConfirm, true);
    expect(await screen.findByText('Page deleted successfully!')).toBeInTheDocument();
    expect(api.rows.map((row) => row.id)).toEqual([2]);
  });

  it('writes a page: the slug follows the title, the SEO fields count their characters and preview the result', async () => {
    const api = contentServer(pageType, []);
    open('/admin/pages/new');
    await userEvent.type(await screen.findByLabelText('Title'), 'About Bay Estates');
    expect(screen.getByLabelText('Slug')).toHaveValue('about-bay-estates');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Content' }),
      '<p>Land in the sun since 2008.</p>',
    );

    const preview = within(screen.getByRole('figure', { name: 'Search result preview' }));
    expect(preview.getByText('About Bay Estates')).toBeInTheDocument();
    expect(preview.getByText('https://bay.example.com/about-bay-estates')).toBeInTheDocument();
    expect(preview.getByText('Land in the sun since 2008.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('SEO title'), 'Bay Estates: who we are');
    expect(screen.getByText('23 of 70 characters')).toBeInTheDocument();
    expect(preview.getByText('Bay Estates: who we are')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('SEO description'), 'x'.repeat(161));
    expect(screen.getByText('161 of 160 characters')).toHaveClass('text-red-600');
    await userEvent.click(screen.getByRole('button', { name: 'Save Page' }));
    expect(await screen.findByText('Too big: expected string to have <=160 characters')).toBeInTheDocument();
    expect(api.rows).toEqual([]);

    await userEvent.clear(screen.getByLabelText('SEO description'));
    await userEvent.type(screen.getByLabelText('SEO description'), 'Rent or buy land in Second Life.');
    await userEvent.click(screen.getByLabelText('Hide from search engines'));
    expect(preview.getByText(/Hidden from search engines/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Page' }));
    expect(await screen.findByRole('cell', { name: 'About Bay Estates' })).toBeInTheDocument();
    expect(api.rows[0]).toMatchObject({
      title: 'About Bay Estates',
      slug: 'about-bay-estates',
      meta_title: 'Bay Estates: who we are',
      meta_description: 'Rent or buy land in Second Life.',
      noindex: true,
      published: false,
    });
  });

  it('refuses an address the site keeps for itself, beside the slug, before sending', async () => {
    const api = contentServer(pageType, []);
    open('/admin/pages/new');
    await userEvent.type(await screen.findByLabelText('Title'), 'Blog');
    expect(screen.getByLabelText('Slug')).toHaveValue('blog');
    await userEvent.type(screen.getByRole('textbox', { name: 'Content' }), '<p>x</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save Page' }));
    expect(await screen.findByText(pageMessages.reservedSlug('blog'))).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(api.rows).toEqual([]);
  });
});

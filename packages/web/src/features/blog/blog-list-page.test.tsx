import { type BlogPostSummary, blogMessages, blogType, type ContentPage } from '@land-office/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { typeTexts } from '../../lib/type-texts';
import { answerConfirm } from '../../test/confirm';
import { contentPageOf } from '../../test/content-page';
import { englishLeft } from '../../test/english-left';
import { fail, on, requests, sentWith, serve } from '../../test/msw';
import BlogListPage from './blog-list-page';

const post = (fields: Partial<BlogPostSummary> & { id: number; title: string }): BlogPostSummary => ({
  slug: `post-${fields.id}`,
  excerpt: null,
  image_url: null,
  published: false,
  publish_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  author: { username: 'ana' },
  reading_minutes: 1,
  auto_excerpt: '',
  ...fields,
});

let shownRouter: ReturnType<typeof createMemoryRouter>;
const router = () => shownRouter;

/** The list page against the blog's admin routes served by MSW, keeping `posts` as a server would. */
function renderList(posts: BlogPostSummary[]) {
  const current = (id: unknown) => posts.find((p) => p.id === Number(id));
  serve(
    on.get<ContentPage<BlogPostSummary>>('/blog/admin', ({ query }) => contentPageOf(posts, query)),
    on.put<{ post: BlogPostSummary & { content: string } }, Partial<BlogPostSummary>>(
      '/blog/admin/:id',
      ({ params, body }) => {
        const post = current(params.id);
        return post
          ? { post: { ...Object.assign(post, body), content: '<p>x</p>' } }
          : fail(404, 'Blog post not found');
      },
    ),
    on.delete<{ ok: true }>('/blog/admin/:id', ({ params }) => {
      const post = current(params.id);
      if (!post) return fail(404, 'Blog post not found');
      posts.splice(posts.indexOf(post), 1);
      return { ok: true };
    }),
  );
  shownRouter = createMemoryRouter(
    [
      { path: '/admin/blog', element: <BlogListPage /> },
      { path: '/admin/blog/new', element: <p>new post form</p> },
    ],
    { initialEntries: ['/admin/blog'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={shownRouter} />
    </QueryClientProvider>,
  );
}

const rowOf = async (title: string) =>
  (await screen.findByRole('cell', { name: title })).closest('tr') as HTMLElement;

/** The blog type's names in the current language (the types namespace's). */
const blogTexts = () => typeTexts(blogType);

afterEach(() => vi.restoreAllMocks());

describe('blog list', () => {
  it('shows thumbnail, title, slug, author or Unknown, excerpt or No excerpt, date and status', async () => {
    renderList([
      post({
        id: 2,
        title: 'Sunset Bay',
        excerpt: 'Quiet water',
        image_url: '/uploads/blog/a.png',
        published: true,
      }),
      post({ id: 1, title: 'Old Mill', author: null }),
    ]);
    const bay = within(await rowOf('Sunset Bay'));
    expect(bay.getByTestId('thumbnail')).toHaveAttribute('src', '/uploads/blog/a.png');
    expect(bay.getByText('post-2')).toBeInTheDocument();
    expect(bay.getByText('ana')).toBeInTheDocument();
    expect(bay.getByText('Quiet water')).toBeInTheDocument();
    expect(bay.getByText(/2026/)).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(bay.getByRole('button', { name: blogMessages.published })).toBeInTheDocument();

    const mill = within(await rowOf('Old Mill'));
    expect(mill.getByText(blogMessages.unknownAuthor)).toBeInTheDocument();
    expect(mill.getByText(blogMessages.noExcerpt)).toBeInTheDocument();
    expect(mill.getByRole('button', { name: blogMessages.draft })).toBeInTheDocument();
    expect(mill.queryByTestId('thumbnail')).toBeNull();
  });

  it('offers Create Post when there are no posts', async () => {
    renderList([]);
    await userEvent.click(await screen.findByRole('link', { name: blogMessages.createPost }));
    expect(await screen.findByText('new post form')).toBeInTheDocument();
  });

  it('toggles Draft to Published by sending only published', async () => {
    renderList([post({ id: 7, title: 'Harbour' })]);
    const row = within(await rowOf('Harbour'));
    await userEvent.click(row.getByRole('button', { name: blogMessages.draft }));
    expect(await row.findByRole('button', { name: blogMessages.published })).toBeInTheDocument();
    expect(sentWith('PUT')).toEqual([{ path: '/blog/admin/7', body: { published: true } }]);
  });

  it('leaves the row as it was when the toggle fails', async () => {
    renderList([post({ id: 99, title: 'Ghost' })]);
    serve(on.put('/blog/admin/:id', () => fail(503, 'Database unavailable')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const row = within(await rowOf('Ghost'));
    await userEvent.click(row.getByRole('button', { name: blogMessages.draft }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(row.getByRole('button', { name: blogMessages.draft })).toBeInTheDocument();
  });

  it('deletes only after the spec question is confirmed', async () => {
    renderList([post({ id: 3, title: 'Dunes' })]);
    const row = within(await rowOf('Dunes'));
    await userEvent.click(row.getByRole('button', { name: /Delete/ }));
    await answerConfirm(blogMessages.deleteConfirm, false);
    expect(sentWith('DELETE')).toEqual([]);
    await userEvent.click(row.getByRole('button', { name: /Delete/ }));
    await answerConfirm(blogMessages.deleteConfirm, true);
    expect(await screen.findByText('No blog posts yet.')).toBeInTheDocument();
  });

  it('searches and filters by status on the server, keeping both in the address', async () => {
    renderList([
      post({ id: 1, title: 'Beach House', published: true }),
      post({ id: 2, title: 'Mountain Lodge' }),
      post({ id: 3, title: 'Beach Hut' }),
    ]);
    await screen.findByRole('cell', { name: 'Beach House' });
    expect(screen.getByText('3 of 3 posts')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search posts'), 'beach');
    expect(await screen.findByText('2 of 2 posts')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Mountain Lodge' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'draft');
    expect(await screen.findByText('1 of 1 post')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Beach Hut' })).toBeInTheDocument();
    const asked = requests()
      .filter((r) => r.method === 'GET' && r.path === '/blog/admin')
      .at(-1);
    expect(Object.fromEntries(asked?.query ?? [])).toMatchObject({ q: 'beach', status: 'draft' });
    expect(router().state.location.search).toBe('?q=beach&status=draft');
    await userEvent.type(screen.getByLabelText('Search posts'), 'zzz');
    expect(await screen.findByText('No posts match the search.')).toBeInTheDocument();
    // The filters leave the empty list's Create Post for a blog with no posts at all.
    expect(screen.queryByText('No blog posts yet.')).toBeNull();
  });

  it('reads a long blog a page at a time', async () => {
    renderList(Array.from({ length: 70 }, (_, i) => post({ id: 70 - i, title: `Parcel ${70 - i}` })));
    expect(await screen.findByText('50 of 70 posts')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Parcel 20' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('cell', { name: 'Parcel 20' })).toBeInTheDocument();
    expect(screen.getByText('70 of 70 posts')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Parcel 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
    // A post deleted from a later page leaves the list and its count at once.
    const row = within(await rowOf('Parcel 1'));
    await userEvent.click(row.getByRole('button', { name: /Delete/ }));
    await answerConfirm(blogMessages.deleteConfirm, true);
    expect(await screen.findByText('69 of 69 posts')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Parcel 1' })).toBeNull();
  });

  it('reads in Portuguese, the posts themselves aside', async () => {
    setLanguage('pt-BR');
    renderList([
      post({
        id: 2,
        title: 'The Sunset Bay',
        excerpt: 'Quiet water for your boat',
        image_url: '/uploads/blog/a.png',
        published: true,
      }),
      post({ id: 1, title: 'Old Mill', author: null }),
    ]);
    const mill = within(await rowOf('Old Mill'));
    expect(englishLeft(document.body)).toEqual([]);
    expect(mill.getByText('Desconhecido')).toBeInTheDocument();
    expect(mill.getByText('Sem resumo')).toBeInTheDocument();
    expect(mill.getByRole('button', { name: 'Rascunho' })).toBeInTheDocument();
    expect(screen.getByText('2 de 2 posts')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Título' })).toBeInTheDocument();
    expect(mill.getByText(/nov\. de 2026/)).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');

    await userEvent.click(mill.getByRole('button', { name: /Excluir/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: blogTexts().list.deleteConfirm,
    });
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await userEvent.type(screen.getByLabelText('Buscar posts'), 'zzz');
    expect(await screen.findByText('Nenhum post corresponde à busca.')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says there are no posts yet in Portuguese', async () => {
    setLanguage('pt-BR');
    renderList([]);
    expect(await screen.findByRole('link', { name: 'Criar Post' })).toBeInTheDocument();
    expect(screen.getByText(blogTexts().list.empty)).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});

import type { BlogPost, RevisionPage } from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { conflict as texts } from '../../i18n/en/conflict';
import { on, requests, serve } from '../../test/msw';
import { blogPost } from '../../test/records';
import { renderRoutes } from '../../test/render-routes';
import { changedBy } from '../../test/versioned-records';
import BlogFormPage from './blog-form-page';

vi.mock('../../components/rich-text-editor', () => import('../../test/plain-rich-text-editor'));

const stored = blogPost({
  id: 4,
  title: 'Island news',
  slug: 'island-news',
  excerpt: 'What happened this week',
  content: '<p>A new sim.</p>',
});
const sentence = changedBy('Bruno Costa', '2026-11-25 10:00 UTC');

/** Post 4 on a server that versions it by `updated_at`, as the API does; its edit form opened. */
function openPost() {
  const post = { ...stored };
  const etag = () => `"${post.updated_at}"`;
  serve(
    // The autosave the form looks for on opening, and keeps on leaving.
    on.get<RevisionPage>('/admin/revisions', () => ({ revisions: [], next_before: null })),
    on.post<object>('/admin/revisions/autosave', () => ({})),
    on.get('/blog/admin/4', () => HttpResponse.json({ post }, { headers: { ETag: etag() } })),
    on.put<never, Partial<BlogPost>>('/blog/admin/4', ({ body, request }) => {
      const ifMatch = request.headers.get('if-match');
      if (ifMatch && ifMatch !== etag())
        return HttpResponse.json(
          { error: sentence, code: 'version_conflict', current: post, version: etag() },
          { status: 412 },
        );
      Object.assign(post, body, { updated_at: '2026-11-25T10:05:00.000Z' });
      return HttpResponse.json({ post }, { headers: { ETag: etag() } });
    }),
  );
  renderRoutes(
    [
      { path: '/admin/blog/edit/:id', element: <BlogFormPage /> },
      { path: '/admin/blog', element: <p>the list</p> },
    ],
    '/admin/blog/edit/4',
  );
  return {
    post,
    /** Bruno saves the post meanwhile. */
    changeElsewhere: (changes: Partial<BlogPost>) =>
      Object.assign(post, changes, { updated_at: '2026-11-25T10:00:00.000Z' }),
  };
}

const puts = () => requests().filter((request) => request.method === 'PUT');
const retype = async (label: string, text: string) => {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
};

describe('saving a blog post someone else changed meanwhile', () => {
  it('sends the version the post was opened at', async () => {
    const { post } = openPost();
    await retype('Title', 'Island news, week 48');
    await userEvent.click(screen.getByRole('button', { name: 'Save Post' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(puts()[0]?.headers.get('if-match')).toBe('"2026-11-20T10:00:00.000Z"');
    expect(post.title).toBe('Island news, week 48');
  });

  it('merges as chosen, field by field, and saves at the version now stored', async () => {
    const { post, changeElsewhere } = openPost();
    await screen.findByLabelText('Title');
    changeElsewhere({ title: 'Island news (corrected)', excerpt: 'What happened, in brief' });
    await retype('Title', 'Island news, week 48');
    await retype('Excerpt', 'The week in the islands');
    await userEvent.click(screen.getByRole('button', { name: 'Save Post' }));

    const dialog = await screen.findByRole('alertdialog', { name: sentence });
    const excerpt = within(within(dialog).getByRole('group', { name: 'Excerpt' }));
    await userEvent.click(excerpt.getByRole('radio', { name: texts.takeTheirs }));
    expect(
      within(within(dialog).getByRole('group', { name: 'Title' })).getByRole('radio', {
        name: texts.keepMine,
      }),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));

    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(puts().map((request) => request.headers.get('if-match'))).toEqual([
      '"2026-11-20T10:00:00.000Z"',
      '"2026-11-25T10:00:00.000Z"',
    ]);
    await waitFor(() =>
      expect(puts()[1]?.body).toMatchObject({
        title: 'Island news, week 48',
        excerpt: 'What happened, in brief',
      }),
    );
    expect(post).toMatchObject({ title: 'Island news, week 48', excerpt: 'What happened, in brief' });
  });
});

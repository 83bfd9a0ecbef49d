import {
  type AutosaveBody,
  historyMessages,
  type Revision,
  type RevisionDetail,
  type RevisionPage,
} from '@land-office/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exactTime } from '../../components/history-texts';
import { on, sent, serve } from '../../test/msw';
import { blogPost } from '../../test/records';
import { BlogPostForm } from './blog-post-form';

vi.mock('../../components/rich-text-editor', () => import('../../test/plain-rich-text-editor'));

const post = blogPost({
  id: 4,
  title: 'Beach parcels',
  slug: 'beach-parcels',
  content: '<p>Sea view</p>',
});

const revision = (id: number, action: Revision['action'], at: string): Revision => ({
  id,
  resource: 'blog',
  resource_id: '4',
  action,
  at,
  user_id: 1,
  display_name: 'Ana Lima',
  summary: '',
});

/** The post's history: its last save, and the autosave (if any) the server keeps beside it. */
function serveRevisions(autosaved: Revision | null) {
  const saved = revision(10, 'update', '2026-11-20T10:00:00.000Z');
  serve(
    on.get<RevisionPage>('/admin/revisions', ({ query }) => ({
      revisions: query.get('autosave') === '1' ? (autosaved ? [autosaved] : []) : [saved],
      next_before: null,
    })),
    on.post<{ revision: Revision }, AutosaveBody>('/admin/revisions/autosave', () => ({
      revision: revision(12, 'autosave', new Date().toISOString()),
    })),
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/admin/blog/edit/4', element: <BlogPostForm post={post} /> },
      { path: '/admin/blog', element: <p>the list</p> },
    ],
    { initialEntries: ['/admin/blog/edit/4'] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, view };
}

afterEach(() => vi.useRealTimers());

describe('the blog autosave', () => {
  it('keeps the unsaved work of a post on the server every 10 s while it changes, and on leaving', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serveRevisions(null);
    const { view } = renderForm();
    // Nothing changed: nothing is kept.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(sent('POST', '/admin/revisions/autosave')).toEqual([]);

    await user.type(screen.getByLabelText('Title'), ' for sale');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(sent('POST', '/admin/revisions/autosave')).toHaveLength(1));
    expect(sent('POST', '/admin/revisions/autosave')[0]).toEqual({
      resource: 'blog',
      id: 4,
      data: {
        title: 'Beach parcels for sale',
        slug: 'beach-parcels',
        excerpt: '',
        content: '<p>Sea view</p>',
        image_url: '',
        published: true,
        publish_at: '',
        meta_title: '',
        meta_description: '',
        og_image_url: '',
        canonical_url: '',
        noindex: false,
      },
    });

    // Unchanged since: not sent again.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(sent('POST', '/admin/revisions/autosave')).toHaveLength(1);

    // Leaving the form keeps what changed since the last autosave.
    await user.type(screen.getByLabelText('Content'), '<p>and a jetty</p>');
    view.unmount();
    await waitFor(() => expect(sent('POST', '/admin/revisions/autosave')).toHaveLength(2));
  });

  it('offers an autosave newer than the last save, and restores it into the form unsaved', async () => {
    const at = '2026-11-21T15:30:00.000Z';
    serveRevisions(revision(12, 'autosave', at));
    serve(
      on.get<RevisionDetail>('/admin/revisions/12', () => ({
        ...revision(12, 'autosave', at),
        data: { ...post, title: 'Beach parcels, recovered', content: '<p>Sea view and a jetty</p>' },
        previous: null,
      })),
    );
    renderForm();
    const offer = await screen.findByRole('region', { name: 'Autosaved changes' });
    expect(offer).toHaveTextContent(historyMessages.autosaveOffer(exactTime(at)));
    await userEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Beach parcels, recovered'));
    expect(screen.getByLabelText('Content')).toHaveValue('<p>Sea view and a jetty</p>');
    expect(screen.queryByRole('region', { name: 'Autosaved changes' })).not.toBeInTheDocument();
    // Restored, not saved: nothing was written to the post.
    expect(sent('PUT', '/blog/admin/4')).toEqual([]);
  });

  it('offers nothing when the post was saved after its autosave, and a dismissed offer goes away', async () => {
    serveRevisions(revision(9, 'autosave', '2026-11-19T10:00:00.000Z'));
    renderForm();
    await waitFor(() => expect(sent('GET', '/admin/revisions')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Autosaved changes' })).not.toBeInTheDocument();

    cleanup();
    serveRevisions(revision(12, 'autosave', '2026-11-21T10:00:00.000Z'));
    renderForm();
    const offer = await screen.findByRole('region', { name: 'Autosaved changes' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Autosaved changes' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Beach parcels');
  });
});

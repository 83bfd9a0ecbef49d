import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentResource } from '../lib/content-resource';
import { answerConfirm } from '../test/confirm';
import { contentServer } from '../test/content-server';
import { held, on, sentWith, serve } from '../test/msw';
import { renderRoutes } from '../test/render-routes';
import { ContentList, type ContentListTexts } from './content-list';

interface Thing {
  id: number;
  name: string;
  is_active: boolean;
  order_pos: number;
}

const things = contentResource<Thing, Omit<Thing, 'id'>, Partial<Thing>>({
  name: 'thing',
  reorderKey: 'things',
});
/** A content type declared for this test only: its bodies taken as sent. */
const asSent = { parse: (value: unknown) => value as Thing };
const thingType = {
  name: 'thing',
  reorderKey: 'things',
  schemas: { entity: asSent, create: asSent, update: asSent },
  messages: { notFound: 'Thing not found' },
};

const texts: ContentListTexts = {
  empty: 'No things yet.',
  create: 'Add Thing',
  loadError: 'Error loading things',
  updateError: 'Error updating thing',
  deleteError: 'Error deleting thing',
  reorderError: 'Error saving the order',
  deleteConfirm: 'Are you sure you want to delete this thing?',
  deleted: 'Thing deleted successfully!',
  activated: 'Thing activated successfully!',
  deactivated: 'Thing deactivated successfully!',
};

const thing = (id: number, name: string, is_active = true): Thing => ({ id, name, is_active, order_pos: id });

/**
 * The list against a fake of the shared content routes holding `rows`; `answerFirst` puts
 * handlers of the test's own in front of the fake's before the list asks.
 */
function renderList(rows: Thing[], answerFirst?: () => void) {
  const api = contentServer(thingType, rows);
  answerFirst?.();
  renderRoutes(
    [
      {
        path: '/admin/things',
        element: (
          <ContentList
            resource={things}
            basePath="/admin/things"
            itemLabel={(item: Thing) => item.name}
            texts={texts}
            columns={[{ header: 'Name', cell: (item) => item.name }]}
          />
        ),
      },
      { path: '/admin/things/new', element: <p>new thing form</p> },
    ],
    '/admin/things',
  );
  return api;
}

const rowOf = async (name: string) =>
  within((await screen.findByRole('cell', { name })).closest('tr') as HTMLElement);
const shownNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
/** Keyboard reordering as dnd-kit reads it: key codes on the focused handle, a frame between. */
async function press(handle: HTMLElement, ...codes: string[]) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  act(() => handle.focus());
  for (const code of codes) {
    fireEvent.keyDown(handle, { code });
    await act(() => vi.advanceTimersByTimeAsync(20));
  }
}

// jsdom lays nothing out; give each row a place so keyboard moves find their neighbours.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('tr[data-row-id]');
    const index = row ? [...(row.parentElement?.children ?? [])].indexOf(row) : 0;
    return DOMRect.fromRect({ x: 0, y: 40 * index, width: 600, height: 40 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('content list scaffold', () => {
  it('shows the rows in order with their columns, status badge, edit and delete', async () => {
    renderList([thing(1, 'Home'), thing(2, 'Blog', false)]);
    await screen.findByRole('cell', { name: 'Home' });
    expect(shownNames()).toEqual(['Home', 'Blog']);
    const blog = await rowOf('Blog');
    expect(blog.getByRole('button', { name: 'Inactive' })).toBeInTheDocument();
    expect(blog.getByRole('link', { name: 'Edit Blog' })).toHaveAttribute('href', '/admin/things/edit/2');
    expect(blog.getByRole('button', { name: 'Drag to reorder Blog' })).toBeInTheDocument();
    expect((await rowOf('Home')).getByRole('button', { name: 'Active' })).toBeInTheDocument();
  });

  it('holds the place of the rows with skeletons while the list loads', async () => {
    const list = held<Thing[]>();
    renderList([], () => serve(on.get<Thing[]>('/thing/admin', list.answer)));
    await screen.findByTestId('skeleton-rows');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    list.release([thing(1, 'Home')]);
    expect(await screen.findByRole('cell', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-rows')).not.toBeInTheDocument();
  });

  it('offers the create link when empty', async () => {
    renderList([]);
    expect(await screen.findByText('No things yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add Thing' }));
    expect(await screen.findByText('new thing form')).toBeInTheDocument();
  });

  it('flips is_active alone from the badge and updates the row after success', async () => {
    renderList([thing(1, 'Home'), thing(2, 'Blog')]);
    const home = await rowOf('Home');
    await userEvent.click(home.getByRole('button', { name: 'Active' }));
    expect(await home.findByRole('button', { name: 'Inactive' })).toBeInTheDocument();
    expect(screen.getByText(texts.deactivated as string)).toBeInTheDocument();
    expect(sentWith('PUT')).toEqual([{ path: '/thing/admin/1', body: { is_active: false } }]);
    await userEvent.click(home.getByRole('button', { name: 'Inactive' }));
    expect(await screen.findByText(texts.activated as string)).toBeInTheDocument();
  });

  it('leaves the row as it was and says so when the toggle fails', async () => {
    const api = renderList([thing(1, 'Home')]);
    const home = await rowOf('Home');
    api.failNext('PUT *', 503, 'Database unavailable');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(home.getByRole('button', { name: 'Active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.updateError);
    expect(home.getByRole('button', { name: 'Active' })).toBeInTheDocument();
  });

  it('deletes only after the confirm question is answered yes', async () => {
    renderList([thing(1, 'Home'), thing(2, 'Blog')]);
    const blog = await rowOf('Blog');
    await userEvent.click(blog.getByRole('button', { name: 'Delete Blog' }));
    await answerConfirm(texts.deleteConfirm, false);
    expect(sentWith('DELETE')).toHaveLength(0);
    await userEvent.click(blog.getByRole('button', { name: 'Delete Blog' }));
    await answerConfirm(texts.deleteConfirm, true);
    expect(await screen.findByText(texts.deleted as string)).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Blog' })).toBeNull();
    expect(sentWith('DELETE')).toEqual([{ path: '/thing/admin/2', body: undefined }]);
  });

  it('reorders with the keyboard and saves the whole order through the reorder route', async () => {
    renderList([thing(1, 'Home'), thing(2, 'Blog'), thing(3, 'FAQ')]);
    const handle = (await rowOf('Home')).getByRole('button', { name: 'Drag to reorder Home' });
    await press(handle, 'Space', 'ArrowDown', 'Space');
    await vi.waitFor(() => expect(sentWith('PUT')).toHaveLength(1));
    expect(sentWith('PUT')[0]).toEqual({
      path: '/thing/admin/reorder',
      body: {
        things: [
          { id: 2, order_pos: 1 },
          { id: 1, order_pos: 2 },
          { id: 3, order_pos: 3 },
        ],
      },
    });
    await vi.waitFor(() => expect(shownNames()).toEqual(['Blog', 'Home', 'FAQ']));
    expect(document.querySelector('[id^="DndLiveRegion"]')).toHaveTextContent(
      'Home dropped at position 2 of 3.',
    );
  });

  it('puts the old order back and says so when the reorder is refused', async () => {
    const api = renderList([thing(1, 'Home'), thing(2, 'Blog')]);
    const handle = (await rowOf('Blog')).getByRole('button', { name: 'Drag to reorder Blog' });
    api.failNext('PUT /thing/admin/reorder', 404, 'Thing not found');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await press(handle, 'Space', 'ArrowUp', 'Space');
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.reorderError);
    expect(shownNames()).toEqual(['Home', 'Blog']);
  });
});

import { historyMessages, type TrashItem, type TrashList } from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screens } from '../../app/routes';
import { setLanguage } from '../../i18n';
import { trash as texts } from '../../i18n/en/trash';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { answerConfirm } from '../../test/confirm';
import { englishLeft } from '../../test/english-left';
import { fail, on, requests, sentWith, serve } from '../../test/msw';
import { renderRoutes } from '../../test/render-routes';
import { renderScreen } from '../../test/render-screen';
import TrashPage from './trash-page';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const item = (fields: Partial<TrashItem> & Pick<TrashItem, 'resource' | 'id' | 'title'>): TrashItem => ({
  deleted_at: minutesAgo(5),
  deleted_by: 'Ana Lima',
  purge_at: '2026-12-25T12:00:00.000Z',
  ...fields,
});
const hero = item({ resource: 'hero', id: 3, title: 'Summer sale' });
const post = item({
  resource: 'blog',
  id: 12,
  title: 'Island news',
  deleted_at: minutesAgo(90),
  deleted_by: null,
});
const member = item({
  resource: 'support',
  id: 7,
  title: 'Resident Helper',
  deleted_at: minutesAgo(60 * 26),
});

/** `/admin/trash…` over `initial` (newest deleted first), as the server keeps it. */
function trashServer(initial: TrashItem[]) {
  const items = initial.map((entry) => ({ ...entry }));
  const resources = [...new Set(initial.map((entry) => entry.resource))];
  const at = (params: Record<string, unknown>) =>
    items.findIndex((entry) => entry.resource === params.resource && entry.id === Number(params.id));
  serve(
    on.get<TrashList>('/admin/trash', ({ query }) => {
      const listed = items.filter(
        (entry) => !query.get('resource') || entry.resource === query.get('resource'),
      );
      // The cursor here: the next item's index.
      const start = Number(query.get('cursor') ?? 0);
      const end = start + Number(query.get('limit') ?? listed.length);
      return {
        items: listed.slice(start, end),
        resources,
        next_cursor: end < listed.length ? String(end) : null,
      };
    }),
    on.post<{ ok: true }>('/admin/trash/:resource/:id/restore', ({ params }) => {
      const index = at(params);
      if (index === -1) return fail(404, historyMessages.notInTrash);
      items.splice(index, 1);
      return { ok: true };
    }),
    on.delete<{ ok: true }>('/admin/trash/:resource/:id', ({ params }) => {
      const index = at(params);
      if (index === -1) return fail(404, historyMessages.notInTrash);
      items.splice(index, 1);
      return { ok: true };
    }),
    on.delete<{ deleted: number }>('/admin/trash', () => ({ deleted: items.splice(0).length })),
  );
  return items;
}

/** The admin's screens under /admin, as the app routes them, at `path`. */
const open = (path = '/admin/trash') => renderRoutes([{ path: '/admin', children: screens }], path);
const rowOf = async (title: string) =>
  (await screen.findByRole('cell', { name: title })).closest('tr') as HTMLElement;

beforeEach(() => session.set({ token: 'tok', admin: testAdmin() }));
afterEach(() => session.clear());

describe('the trash', () => {
  it('lists what was deleted: type, title, when and by whom, and when it goes for good', async () => {
    trashServer([hero, post, member]);
    open();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'Title', 'Deleted', 'Purge', 'Actions']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent),
    ).toEqual(['Summer sale', 'Island news', 'Resident Helper']);

    const row = within(await rowOf('Summer sale'));
    expect(row.getByText('Hero section')).toBeInTheDocument();
    const when = row.getByText('5 minutes ago');
    // The exact time is in its tooltip.
    expect(when.getAttribute('title')).toMatch(/2\d{3}/);
    expect(row.getByText('by Ana Lima')).toBeInTheDocument();
    expect(row.getByText('Purged on Dec 25, 2026')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Restore Summer sale' })).toHaveTextContent('Restore');
    expect(row.getByRole('button', { name: 'Delete Summer sale permanently' })).toHaveTextContent(
      'Delete permanently',
    );

    const postRow = within(await rowOf('Island news'));
    expect(postRow.getByText('Blog post')).toBeInTheDocument();
    expect(postRow.queryByText(/^by /)).not.toBeInTheDocument();
    expect(within(await rowOf('Resident Helper')).getByText('Support team member')).toBeInTheDocument();
  });

  it('filters by type, from the types the server offers', async () => {
    trashServer([hero, post, member]);
    open();
    const filter = await screen.findByRole('combobox', { name: texts.filter });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All types', 'Hero section', 'Blog post', 'Support team member']);
    await userEvent.selectOptions(filter, 'hero');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Island news' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Summer sale' })).toBeInTheDocument();
    expect(requests().at(-1)?.query.get('resource')).toBe('hero');
    await userEvent.selectOptions(filter, '');
    expect(await screen.findByRole('cell', { name: 'Island news' })).toBeInTheDocument();
  });

  it('restores an item: says so, drops the row and has its type’s screens read again', async () => {
    const items = trashServer([hero, post]);
    const { client } = renderScreen(<TrashPage />, '/admin/trash');
    client.setQueryData(['hero', 'list'], []);
    client.setQueryData(['hero', 'detail', 3], { id: 3 });
    client.setQueryData(['blog', 'list'], []);
    await userEvent.click(
      within(await rowOf('Summer sale')).getByRole('button', { name: 'Restore Summer sale' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(historyMessages.trashRestored);
    expect(sentWith('POST')).toEqual([{ path: '/admin/trash/hero/3/restore', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Summer sale' })).not.toBeInTheDocument());
    expect(items.map((entry) => entry.title)).toEqual(['Island news']);
    expect(client.getQueryState(['hero', 'list'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['hero', 'detail', 3])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['blog', 'list'])?.isInvalidated).toBe(false);
  });

  it("shows the server's words when a restore is refused, and keeps the row", async () => {
    trashServer([post]);
    const refusal = historyMessages.noLongerFits('A post with this slug already exists');
    serve(on.post('/admin/trash/blog/12/restore', () => fail(409, refusal), { once: true }));
    open();
    await userEvent.click(
      within(await rowOf('Island news')).getByRole('button', { name: 'Restore Island news' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('cell', { name: 'Island news' })).toBeInTheDocument();
  });

  it('deletes an item permanently only after the confirmation', async () => {
    const items = trashServer([hero, post]);
    open();
    const row = await rowOf('Summer sale');
    const button = within(row).getByRole('button', { name: 'Delete Summer sale permanently' });
    await userEvent.click(button);
    await answerConfirm(historyMessages.deletePermanentlyConfirm, false);
    expect(sentWith('DELETE')).toEqual([]);
    await userEvent.click(button);
    await answerConfirm(historyMessages.deletePermanentlyConfirm, true);
    expect(await screen.findByRole('status')).toHaveTextContent(historyMessages.deletedPermanently);
    expect(sentWith('DELETE')).toEqual([{ path: '/admin/trash/hero/3', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Summer sale' })).not.toBeInTheDocument());
    expect(items.map((entry) => entry.title)).toEqual(['Island news']);
  });

  it('empties the whole trash after the confirmation, then says it is empty', async () => {
    const items = trashServer([hero, post]);
    open();
    const empty = await screen.findByRole('button', { name: texts.emptyTrash });
    await userEvent.click(empty);
    await answerConfirm(historyMessages.emptyTrashConfirm, false);
    expect(sentWith('DELETE')).toEqual([]);
    await userEvent.click(empty);
    await answerConfirm(historyMessages.emptyTrashConfirm, true);
    expect(await screen.findByRole('status')).toHaveTextContent(historyMessages.emptied);
    expect(sentWith('DELETE')).toEqual([{ path: '/admin/trash', body: undefined }]);
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.emptyTrash })).toBeDisabled();
    expect(items).toEqual([]);
  });

  it('reads a full trash a page at a time', async () => {
    trashServer(
      Array.from({ length: 60 }, (_, i) =>
        item({ resource: 'hero', id: 60 - i, title: `Old hero ${60 - i}`, deleted_at: minutesAgo(i + 1) }),
      ),
    );
    open();
    await rowOf('Old hero 60');
    expect(screen.getAllByRole('row')).toHaveLength(51);
    expect(screen.queryByRole('cell', { name: 'Old hero 1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: texts.loadMore }));
    expect(await rowOf('Old hero 1')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(61);
    expect(screen.queryByRole('button', { name: texts.loadMore })).toBeNull();
  });

  it('says so when the trash is empty, with nothing to empty', async () => {
    trashServer([]);
    open();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.emptyTrash })).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when it cannot load, and tries again', async () => {
    let down = true;
    trashServer([hero]);
    serve(
      on.get<TrashList>('/admin/trash', () =>
        down ? fail(503, 'Database unavailable') : { items: [hero], resources: ['hero'], next_cursor: null },
      ),
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.loadError);
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Summer sale')).toBeInTheDocument();
  });

  it('is all Portuguese in pt-BR', async () => {
    setLanguage('pt-BR');
    trashServer([hero, member]);
    open();
    const row = within(await rowOf('Summer sale'));
    expect(row.getByText('Seção principal')).toBeInTheDocument();
    expect(row.getByText('há 5 minutos')).toBeInTheDocument();
    expect(row.getByText('por Ana Lima')).toBeInTheDocument();
    expect(row.getByText('Eliminado em 25 de dez. de 2026')).toBeInTheDocument();
    expect(
      within(await rowOf('Resident Helper')).getByText('Membro da equipe de suporte'),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Título' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Todos os tipos' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.click(row.getByRole('button', { name: 'Excluir Summer sale de vez' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Excluir este item de vez? Isso não pode ser desfeito.',
      }),
    ).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
    await answerConfirm('Excluir este item de vez? Isso não pode ser desfeito.', true);
    expect(await screen.findByRole('status')).toHaveTextContent('Excluído de vez');
  });
});

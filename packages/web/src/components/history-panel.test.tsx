import {
  type Faq,
  faqType,
  historyMessages,
  type RestoredRevision,
  type Revision,
  type RevisionDetail,
  type RevisionPage,
} from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { answerConfirm } from '../test/confirm';
import { contentServer } from '../test/content-server';
import { englishLeft } from '../test/english-left';
import { fail, on, requests, sentWith, serve } from '../test/msw';
import { renderRoutes } from '../test/render-routes';
import { ContentTypeFormPage } from './content-type-form';

vi.mock('./rich-text-editor', () => import('../test/plain-rich-text-editor'));

const entry: Faq = {
  id: 1,
  question: 'Can I pay in L$?',
  answer: '<p>Pay in US$ every week</p>',
  category: null,
  is_active: true,
  order_pos: 0,
  active_from: null,
  active_until: null,
};
const before = { ...entry, answer: '<p>Pay in <strong>L$</strong> every month</p>' };

const revision = (id: number, fields: Partial<Revision> = {}): Revision => ({
  id,
  resource: 'faq',
  resource_id: '1',
  action: 'update',
  at: new Date(Date.now() - id * 60_000).toISOString(),
  user_id: 1,
  display_name: 'Ana Lima',
  summary: 'Changed: answer',
  ...fields,
});

/** Ten versions of FAQ entry 1, newest (id 30) first, in pages of five. */
const versions = [30, 29, 28, 27, 26, 25, 24, 23, 22, 21].map((id) =>
  revision(id, id === 21 ? { action: 'create', display_name: null, summary: '' } : {}),
);

function serveHistory() {
  serve(
    on.get<RevisionPage>('/admin/revisions', ({ query }) => {
      const older = versions.filter((version) => version.id < Number(query.get('before') ?? Infinity));
      const page = older.slice(0, 5);
      return { revisions: page, next_before: older.length > 5 ? (page.at(-1)?.id ?? null) : null };
    }),
    on.get<RevisionDetail>('/admin/revisions/:id', ({ params }) => ({
      ...(versions.find((version) => version.id === Number(params.id)) as Revision),
      data: entry,
      previous: before,
    })),
  );
}

/** FAQ entry 1's edit form, as the app routes it, with its History opened. */
async function openHistory() {
  const api = contentServer(faqType, [entry]);
  serveHistory();
  renderRoutes(
    [{ path: '/admin/faq/edit/:id', element: <ContentTypeFormPage type={faqType} /> }],
    '/admin/faq/edit/1',
  );
  await userEvent.click(await screen.findByRole('button', { name: /^(History|Histórico)$/ }));
  return { api, list: await screen.findByRole('list', { name: /^(Versions|Versões)$/ }) };
}

describe('the History panel of an edit form', () => {
  it('lists the versions newest first, who and when, and loads older ones on request', async () => {
    const { list } = await openHistory();
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Ana Lima');
    expect(items[0]).toHaveTextContent('Edited');
    expect(items[0]).toHaveTextContent('Changed: Answer');
    expect(items[0]).toHaveTextContent('Current version');
    expect(within(items[0] as HTMLElement).getByText('30 minutes ago').tagName).toBe('TIME');
    expect(within(items[0] as HTMLElement).getByText('30 minutes ago')).toHaveAttribute('title');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Someone')).toBeInTheDocument();
    expect(within(list).getAllByRole('button')).toHaveLength(10);
    expect(within(list).getAllByRole('button').at(-1)).toHaveTextContent('Created');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = requests().filter((request) => request.path === '/admin/revisions');
    expect(pages.map((request) => Object.fromEntries(request.query))).toEqual([
      { resource: 'faq', id: '1' },
      { resource: 'faq', id: '1', before: '26' },
    ]);
  });

  it("shows a chosen version's changed fields side by side, rich text word by word", async () => {
    const { list } = await openHistory();
    const chosen = within(list).getAllByRole('button')[1] as HTMLElement;
    await userEvent.click(chosen);
    expect(chosen).toHaveAttribute('aria-current', 'true');
    const changes = await screen.findByRole('region', { name: /^Version of / });
    expect(within(changes).getByRole('heading', { name: 'Answer' })).toBeInTheDocument();
    // Unchanged fields stay out of the way unless asked for.
    expect(within(changes).queryByRole('heading', { name: 'Question' })).not.toBeInTheDocument();
    const removed = [...changes.querySelectorAll('del')].map((mark) => mark.textContent);
    const added = [...changes.querySelectorAll('ins')].map((mark) => mark.textContent);
    expect(removed.join(' ')).toMatch(/L.*month/);
    expect(added.join(' ')).toMatch(/US.*week/);
    expect(removed.join(' ')).not.toMatch(/Pay|every/);
    expect(changes).not.toHaveTextContent('<');
    await userEvent.click(within(changes).getByRole('checkbox', { name: 'Show unchanged fields too' }));
    expect(within(changes).getByRole('heading', { name: 'Question' })).toBeInTheDocument();

    // The newest version is the current one: nothing to restore.
    await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    await screen.findByRole('region', { name: /^Version of / });
    expect(screen.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });

  it('restores a version after asking, says so, and shows the restored values in the form', async () => {
    const { api, list } = await openHistory();
    serve(
      on.post<RestoredRevision>('/admin/revisions/:id/restore', () => {
        Object.assign(api.rows[0] as Faq, { question: 'Do you take L$?' });
        return { resource: 'faq', resource_id: '1', data: api.rows[0] as Faq };
      }),
    );
    await userEvent.click(within(list).getAllByRole('button')[2] as HTMLElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await answerConfirm(historyMessages.restoreConfirm, false);
    expect(sentWith('POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    await answerConfirm(historyMessages.restoreConfirm, true);
    expect(await screen.findByRole('status')).toHaveTextContent(historyMessages.restored);
    expect(sentWith('POST')).toEqual([{ path: '/admin/revisions/28/restore', body: undefined }]);
    expect(await screen.findByDisplayValue('Do you take L$?')).toBe(screen.getByLabelText('Question'));
  });

  it("shows the server's reason when a version no longer fits", async () => {
    const { list } = await openHistory();
    const reason = historyMessages.noLongerFits('A post with this slug already exists');
    serve(on.post('/admin/revisions/:id/restore', () => fail(409, reason)));
    await userEvent.click(within(list).getAllByRole('button')[3] as HTMLElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await answerConfirm(historyMessages.restoreConfirm, true);
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByLabelText('Question')).toHaveValue(entry.question);
  });

  it('speaks Portuguese throughout', async () => {
    setLanguage('pt-BR');
    const { list } = await openHistory();
    await userEvent.click(within(list).getAllByRole('button')[1] as HTMLElement);
    const changes = await screen.findByRole('region', { name: /^Versão de / });
    expect(within(changes).getByRole('heading', { name: 'Resposta' })).toBeInTheDocument();
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('Alterado: Resposta');
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar esta versão' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});

import {
  blogType,
  CONTENT_FORMAT,
  ContentExport,
  contentSections,
  type ImportSummary,
  contentTransferMessages as m,
} from '@land-office/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { typeTexts } from '../../lib/type-texts';
import { answerConfirm } from '../../test/confirm';
import { englishLeft } from '../../test/english-left';
import { fail, on, requests, sent, serve } from '../../test/msw';
import ExportImportPage from './export-import-page';

const file = {
  format: CONTENT_FORMAT,
  exported_at: '2026-11-23T10:00:00.000Z',
  blog_posts: [
    {
      title: 'A',
      slug: 'a',
      excerpt: '',
      content: '<p>a</p>',
      image_url: '',
      published: true,
      publish_at: null,
      meta_title: null,
      meta_description: null,
      og_image_url: null,
      canonical_url: null,
      noindex: false,
    },
  ],
};
/** Every section empty, whatever content types the contract declares. */
const emptySections = Object.fromEntries(contentSections.map((section) => [section, []]));
const exported = ContentExport.parse({ ...emptySections, ...file, settings: {} });
const summary: ImportSummary = {
  sections: [
    { section: 'blog_posts', create: ['a'], replace: [] },
    { section: 'menu_items', create: [], replace: ['News', 'Blog'] },
  ],
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ExportImportPage />
    </QueryClientProvider>,
  );
}

/** Chooses a file with these contents, by the file input's label (the spec's, or a translation). */
const choose = (contents: string, label: string = m.chooseFile) =>
  userEvent.upload(
    screen.getByLabelText(label),
    new File([contents], 'content.json', { type: 'application/json' }),
  );

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('export / import', () => {
  it('downloads the export as a dated JSON file, with e-mails when ticked', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    serve(on.get<ContentExport>('/admin/content/export', () => exported));
    renderPage();
    await userEvent.click(screen.getByLabelText(m.includeEmails));
    await userEvent.click(screen.getByRole('button', { name: m.download }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requests().map((r) => `${r.path}?${r.query}`)).toEqual(['/admin/content/export?emails=true']);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'land-office-content-2026-11-23.json',
    );
  });

  it('previews what a file creates and replaces, then imports it after confirming', async () => {
    serve(
      on.post<ImportSummary>('/admin/content/import/preview', () => summary),
      on.post<ImportSummary>('/admin/content/import', () => summary),
    );
    renderPage();
    await choose(JSON.stringify(file));
    const table = await screen.findByRole('table');
    const menus = within(table).getByRole('row', { name: /Menu items/ });
    expect(
      within(menus)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Menu items', '0', '2News, Blog']);
    expect(requests().map((r) => r.path)).toEqual(['/admin/content/import/preview']);
    expect(sent('POST', '/admin/content/import/preview')).toEqual([file]);

    await userEvent.click(screen.getByRole('button', { name: m.importButton }));
    await answerConfirm(m.importConfirm, true);
    expect(await screen.findByRole('status')).toHaveTextContent(m.imported);
    expect(sent('POST', '/admin/content/import')).toEqual([file]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's reason for a refused file and offers no import", async () => {
    serve(
      on.post('/admin/content/import/preview', () => fail(400, 'blog_posts: "a" appears more than once')),
    );
    renderPage();
    await choose(JSON.stringify(file));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: blog_posts: "a" appears more than once',
    );
    expect(screen.queryByRole('button', { name: m.importButton })).toBeNull();
  });

  it('refuses a file that is not JSON without sending it', async () => {
    renderPage();
    await choose('<html>not json</html>');
    expect(await screen.findByRole('alert')).toHaveTextContent(m.notJson);
    expect(requests()).toEqual([]);
  });

  it('reads in Portuguese through a preview and an import', async () => {
    serve(
      on.post<ImportSummary>('/admin/content/import/preview', () => summary),
      on.post<ImportSummary>('/admin/content/import', () => summary),
    );
    setLanguage('pt-BR');
    renderPage();
    expect(screen.getByRole('heading', { name: 'Exportar / importar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar exportação' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);

    await choose(JSON.stringify(file), 'Arquivo de conteúdo (JSON)');
    const table = await screen.findByRole('table', { name: 'A importação vai criar e substituir:' });
    expect(within(table).getByRole('row', { name: /Itens de menu/ })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: new RegExp(typeTexts(blogType).many) }),
    ).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Importar este arquivo\?/ });
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Conteúdo importado com sucesso!');
  });

  it("prefixes the server's reason with Erro in Portuguese", async () => {
    serve(on.post('/admin/content/import/preview', () => fail(400, 'blog_posts: duplicated slug')));
    setLanguage('pt-BR');
    renderPage();
    await choose(JSON.stringify(file), 'Arquivo de conteúdo (JSON)');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro: blog_posts: duplicated slug');
    await choose('<html>not json</html>', 'Arquivo de conteúdo (JSON)');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro: o arquivo não é um JSON válido');
  });
});

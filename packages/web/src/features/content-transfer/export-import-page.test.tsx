import { CONTENT_FORMAT, contentTransferMessages as m } from '@land-office/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExportImportPage from './export-import-page';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const file = {
  format: CONTENT_FORMAT,
  exported_at: '2026-11-23T10:00:00.000Z',
  blog_posts: [{ title: 'A', slug: 'a', content: '<p>a</p>', published: true }],
};
const summary = {
  sections: [
    { section: 'blog_posts', create: ['a'], replace: [] },
    { section: 'menu_items', create: [], replace: ['News', 'Blog'] },
  ],
};

function renderPage(server: (url: string, init?: RequestInit) => Response) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) => server(String(input), init ?? undefined));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ExportImportPage />
    </QueryClientProvider>,
  );
  return fetch;
}

const choose = (contents: string) =>
  userEvent.upload(
    screen.getByLabelText(m.chooseFile),
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
    const fetch = renderPage(() => json(file));
    await userEvent.click(screen.getByLabelText(m.includeEmails));
    await userEvent.click(screen.getByRole('button', { name: m.download }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/content/export?emails=true');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'land-office-content-2026-11-23.json',
    );
  });

  it('previews what a file creates and replaces, then imports it after confirming', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fetch = renderPage((url) =>
      json(summary, url.endsWith('/import') || url.endsWith('/preview') ? 200 : 404),
    );
    await choose(JSON.stringify(file));
    const table = await screen.findByRole('table');
    const menus = within(table).getByRole('row', { name: /Menu items/ });
    expect(
      within(menus)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Menu items', '0', '2News, Blog']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/content/import/preview');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual(file);

    await userEvent.click(screen.getByRole('button', { name: m.importButton }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.imported);
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/admin/content/import');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's reason for a refused file and offers no import", async () => {
    renderPage(() => json({ error: 'blog_posts: "a" appears more than once' }, 400));
    await choose(JSON.stringify(file));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: blog_posts: "a" appears more than once',
    );
    expect(screen.queryByRole('button', { name: m.importButton })).toBeNull();
  });

  it('refuses a file that is not JSON without sending it', async () => {
    const fetch = renderPage(() => json(summary));
    await choose('<html>not json</html>');
    expect(await screen.findByRole('alert')).toHaveTextContent(m.notJson);
    expect(fetch).not.toHaveBeenCalled();
  });
});

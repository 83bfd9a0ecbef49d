import { landScraperMessages } from '@land-office/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { conflict as texts } from '../../i18n/en/conflict';
import { requests } from '../../test/msw';
import { DataSourcesTab } from './data-sources-tab';
import { configChangedMeanwhile, scraperServer } from './scraper-server';

/** The tab against a scraper API that versions its configuration. */
function openTab() {
  const server = scraperServer();
  const router = createMemoryRouter([{ path: '/admin/available-land', element: <DataSourcesTab /> }], {
    initialEntries: ['/admin/available-land'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return server;
}

const puts = () => requests().filter((request) => request.method === 'PUT');
const retype = async (label: string, text: string) => {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
};
const saveButton = () => screen.getByRole('button', { name: 'Save Configuration' });

describe('saving the sources someone else changed meanwhile', () => {
  it('sends the version the configuration was read at, then the one its save answered', async () => {
    const server = openTab();
    await retype('Acatech URL', 'https://acatech.example/new');
    await userEvent.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent(landScraperMessages.saved);
    await retype('Acatech URL', 'https://acatech.example/newer');
    await userEvent.click(saveButton());
    await screen.findByDisplayValue('https://acatech.example/newer');
    await expect.poll(() => puts().length).toBe(2);
    expect(puts().map((request) => request.headers.get('if-match'))).toEqual(['"v1"', '"v2"']);
    await expect.poll(() => server.config.sources.acatech.url).toBe('https://acatech.example/newer');
  });

  it('shows their change beside mine, takes theirs where chosen, and saves at their version', async () => {
    const server = openTab();
    await screen.findByLabelText('Acatech URL');
    server.changeElsewhere((config) => {
      config.sources.acatech.url = 'https://acatech.example/moved';
      config.activeScraper = 'cavetech';
    });
    await retype('Acatech URL', 'https://acatech.example/mine');
    await userEvent.click(saveButton());

    const dialog = await screen.findByRole('alertdialog', { name: configChangedMeanwhile });
    const groups = within(dialog).getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Scraping source',
      'Acatech URL',
    ]);
    const url = within(within(dialog).getByRole('group', { name: 'Acatech URL' }));
    expect(url.getByText('https://acatech.example/moved')).toBeInTheDocument();
    await userEvent.click(url.getByRole('radio', { name: texts.takeTheirs }));
    // The source stays mine (the default choice).
    await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));

    expect(await screen.findByRole('status')).toHaveTextContent(landScraperMessages.saved);
    expect(screen.getByLabelText('Acatech URL')).toHaveValue('https://acatech.example/moved');
    expect(screen.getByRole('radio', { name: /Acatech/ })).toBeChecked();
    expect(puts().map((request) => request.headers.get('if-match'))).toEqual(['"v1"', '"v2"']);
    expect(server.puts).toEqual([{ activeScraper: 'acatech', url: 'https://acatech.example/moved' }]);
    expect(server.config.activeScraper).toBe('acatech');
  });
});

import { landScraperMessages } from '@land-office/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, setLanguage } from '../../i18n';
import { session } from '../../lib/session';
import { unsavedChangesMessage } from '../../lib/use-unsaved-changes';
import { testAdmin } from '../../test/admins';
import { englishLeft } from '../../test/english-left';
import { fail, offline, on, requests, serve } from '../../test/msw';
import { DataSourcesTab } from './data-sources-tab';
import { scraperServer } from './scraper-server';

function renderTab(options?: { intervalSeconds?: number }) {
  const server = scraperServer(options);
  const router = createMemoryRouter(
    [
      { path: '/admin/available-land', element: <DataSourcesTab /> },
      { path: '/admin/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/admin/available-land'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return Object.assign(server, { router });
}

const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(name) });

afterEach(() => {
  session.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Data Sources tab', () => {
  it('offers the three sources with exactly one chosen, every URL editable', async () => {
    renderTab();
    expect(await screen.findByRole('radio', { name: /Acatech/ })).toBeChecked();
    expect(radio('Casperlet')).not.toBeChecked();
    expect(radio('Cavetech')).not.toBeChecked();
    await userEvent.click(radio('Cavetech'));
    expect(radio('Cavetech')).toBeChecked();
    expect(radio('Acatech')).not.toBeChecked();
    for (const name of ['Acatech', 'Casperlet', 'Cavetech']) {
      expect(screen.getByLabelText(`${name} URL`)).toBeEnabled();
    }
    expect(screen.getByLabelText('Acatech URL')).toHaveValue('https://acatech.example/land');
  });

  it("lets an editor run the scraper on the owner's sources, not change them", async () => {
    session.set({ token: 'tok', admin: testAdmin({ role: 'editor' }) });
    renderTab();
    expect(await screen.findByRole('radio', { name: /Acatech/ })).toBeChecked();
    expect(radio('Cavetech')).toBeDisabled();
    expect(screen.getByLabelText('Acatech URL')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Configuration' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test Scraper Now' })).toBeEnabled();
  });

  it('shows the info box with the configured interval, or says automatic runs are off', async () => {
    renderTab({ intervalSeconds: 30 });
    const box = await screen.findByRole('complementary', { name: 'How the scraper works' });
    expect(box).toHaveTextContent('auto-runs the active source every 30 seconds');
    expect(box).toHaveTextContent('Results are saved to a JSON file and show on the frontend immediately.');
    expect(box).toHaveTextContent('30-60 seconds');
  });

  it('says so when the scheduler is off', async () => {
    renderTab({ intervalSeconds: 0 });
    expect(await screen.findByRole('complementary')).toHaveTextContent('Automatic runs are off');
  });

  it('asks before leaving with a changed source or URL unsaved, and not once it is saved', async () => {
    const { router } = renderTab();
    await userEvent.click(await screen.findByRole('radio', { name: /Casperlet/ }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await act(() => router.navigate('/admin/dashboard'));
    expect(confirm).toHaveBeenCalledWith(unsavedChangesMessage);
    expect(router.state.location.pathname).toBe('/admin/available-land');
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText(landScraperMessages.saved)).toBeInTheDocument();
    confirm.mockClear();
    await act(() => router.navigate('/admin/dashboard'));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('saves the chosen source with only its URL, busy while saving', async () => {
    const server = renderTab();
    await userEvent.click(await screen.findByRole('radio', { name: /Casperlet/ }));
    await userEvent.type(screen.getByLabelText('Acatech URL'), '/ignored');
    const url = screen.getByLabelText('Casperlet URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'http://127.0.0.1:8080/casperlet/');
    const release = server.holdSaves();
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Test Scraper Now' })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(landScraperMessages.saved);
    expect(screen.getByRole('button', { name: 'Save Configuration' })).toBeEnabled();
    expect(server.puts).toEqual([{ activeScraper: 'casperlet', url: 'http://127.0.0.1:8080/casperlet/' }]);
  });

  it('refuses a URL that is not http(s) beside the field, without calling the server', async () => {
    const server = renderTab();
    const url = await screen.findByLabelText('Acatech URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(screen.getByText('URL must be an http(s) URL')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(server.puts).toEqual([]);
  });

  it('shows the server error after "Error: ", or the spec fallback when the network fails', async () => {
    renderTab();
    serve(on.put('/land-scraper/config', () => fail(400, 'url must be an http(s) URL'), { once: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: url must be an http(s) URL');
    serve(on.put('/land-scraper/config', offline));
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText(landScraperMessages.saveError)).toBeInTheDocument();
  });

  it('runs now: busy button, progress from the stream, count, six results and the rest counted', async () => {
    session.set({ token: 'stream-token', admin: testAdmin({ email: null }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const server = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Test Scraper Now' }));
    expect(screen.getByRole('button', { name: 'Running...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Configuration' })).toBeDisabled();
    const bar = screen.getByRole('progressbar', { name: 'Scraper progress' });

    const progressRequest = () => requests().find((r) => r.path === '/land-scraper/progress');
    await vi.waitFor(() => expect(progressRequest()).toBeDefined());
    // The stream is read with fetch so that it carries the bearer token (never a token in the URL).
    expect(progressRequest()?.headers.get('authorization')).toBe('Bearer stream-token');
    expect(progressRequest()?.query.toString()).toBe('');
    act(() => server.sendProgress({ phase: 'paging', pagesVisited: 2, itemsFound: 14 }));
    await vi.waitFor(() =>
      expect(bar).toHaveAttribute('aria-valuetext', expect.stringContaining('14 lands found')),
    );
    const firstPercent = Number(bar.getAttribute('aria-valuenow'));
    act(() => server.sendProgress({ phase: 'saving', pagesVisited: 3, itemsFound: 21 }));
    await vi.waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(firstPercent));

    act(() => server.finishRun(9));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Scraper executed successfully! Found 9 lands.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    const results = screen.getByRole('region', { name: 'Last run results' });
    expect(results).toHaveTextContent('Last run: 9 lands found');
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent(/Parcel 1.*1,024 m².*L\$ 1,000\/week.*★ 4\.5/);
    expect(items[1]).toHaveTextContent('Region 2'); // no name: the region shows
    expect(items[2]).toHaveTextContent('No rating');
    expect(results).toHaveTextContent('... and 3 more properties');
    expect(await screen.findByText('9 lands')).toBeInTheDocument(); // the history refetched

    await act(() => vi.advanceTimersByTimeAsync(4_800));
    expect(screen.getByRole('status')).toHaveTextContent('Found 9 lands');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByText(/Scraper executed successfully/)).toBeNull();
  });

  it('saves unsaved choices before a test run, so the run tests what is shown', async () => {
    const server = renderTab();
    await userEvent.click(await screen.findByRole('radio', { name: /Cavetech/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Test Scraper Now' }));
    await vi.waitFor(() => expect(server.isRunning()).toBe(true));
    expect(server.puts).toEqual([{ activeScraper: 'cavetech', url: 'https://cavetech.example/' }]);
    act(() => server.finishRun(3));
    expect(await screen.findByText('Last run: 3 lands found')).toBeInTheDocument();
    expect(screen.queryByText(/more properties/)).toBeNull();
  });

  it('refreshes the run history at the scheduler pace, so scheduled runs appear', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = renderTab({ intervalSeconds: 10 });
    expect(await screen.findByText('No runs yet.')).toBeInTheDocument();
    server.runs.push({
      id: 1,
      started_at: '2026-11-23T10:00:00.000Z',
      finished_at: '2026-11-23T10:00:00.400Z',
      source: 'acatech',
      count: 21,
      duration_ms: 400,
      error: null,
      trigger: 'schedule',
    });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const row = (await screen.findByRole('cell', { name: '21 lands' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(/acatech.*Scheduled.*21 lands.*0\.4 s/);
  });

  it('shows a failed run as an error and lists it in the history', async () => {
    const server = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Test Scraper Now' }));
    await vi.waitFor(() => expect(server.isRunning()).toBe(true));
    act(() => server.finishRun(0, 502, 'Acatech: no listings found at https://acatech.example/land'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Acatech: no listings found at https://acatech.example/land',
    );
    expect(await screen.findByText(/^Failed: Acatech: no listings found/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test Scraper Now' })).toBeEnabled();
  });

  it("says the spec's count texts word for word in English", () => {
    const en = i18next.getFixedT('en', 'land');
    for (const count of [0, 1, 9, 1234]) {
      expect(en('sources.runSuccess', { count })).toBe(landScraperMessages.runSuccess(count));
      expect(en('results.more', { count })).toBe(landScraperMessages.more(count));
    }
  });

  it('reads in Portuguese: sources, a run with its progress and results, the history', async () => {
    setLanguage('pt-BR');
    const server = renderTab({ intervalSeconds: 30 });
    expect(await screen.findByRole('radio', { name: /Acatech/ })).toBeChecked();
    expect(screen.getByLabelText('URL de Casperlet')).toBeEnabled();
    expect(screen.getByRole('complementary', { name: 'Como o coletor funciona' })).toHaveTextContent(
      'a cada 30 segundos',
    );
    expect(screen.getByRole('complementary')).toHaveTextContent('(Casperlet e Cavetech)');
    expect(await screen.findByText('Nenhuma execução ainda.')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Testar Coletor Agora' }));
    expect(screen.getByRole('button', { name: 'Executando...' })).toBeDisabled();
    const bar = screen.getByRole('progressbar', { name: 'Progresso do coletor' });
    await vi.waitFor(() => expect(requests().some((r) => r.path === '/land-scraper/progress')).toBe(true));
    act(() => server.sendProgress({ phase: 'paging', pagesVisited: 2, itemsFound: 14 }));
    await vi.waitFor(() =>
      expect(bar).toHaveAttribute('aria-valuetext', 'Lendo os anúncios… 2 páginas, 14 terrenos encontrados'),
    );
    expect(englishLeft(document.body)).toEqual([]);

    act(() => server.finishRun(9));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Coletor executado com sucesso! 9 terrenos encontrados.',
    );
    const results = screen.getByRole('region', { name: 'Resultados da última execução' });
    expect(results).toHaveTextContent('Última execução: 9 terrenos encontrados');
    expect(results).toHaveTextContent('Sem avaliação');
    expect(results).toHaveTextContent('★ 4,5');
    expect(results).toHaveTextContent('... e mais 3 terrenos');
    const row = (await screen.findByRole('cell', { name: '9 terrenos' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(/acatech.*Manualmente.*9 terrenos.*2,5 s/);
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('refuses a URL in Portuguese', async () => {
    setLanguage('pt-BR');
    renderTab();
    const url = await screen.findByLabelText('URL de Acatech');
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Configuração' }));
    expect(screen.getByText('A URL deve ser uma URL http(s)')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});

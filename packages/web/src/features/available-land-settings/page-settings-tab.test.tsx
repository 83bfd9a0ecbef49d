import {
  type AvailableLandSettings,
  type AvailableLandSettingsUpdate,
  availableLandMessages,
  availableLandSettingsDefaults,
  settingsMessages,
} from '@land-office/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { englishLeft } from '../../test/english-left';
import { fail, offline, on, requests, sent, serve } from '../../test/msw';
import { renderScreen } from '../../test/render-screen';
import { PageSettingsTab } from './page-settings-tab';

const stored: AvailableLandSettings = { id: 1, ...availableLandSettingsDefaults };
const getStored = () => on.get<AvailableLandSettings>('/available-land-settings/admin', () => stored);

afterEach(() => {
  session.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Whole screens typed into by a simulated user: slow under a loaded machine, hence the longer limit.
describe('available land page settings tab', { timeout: 20_000 }, () => {
  it('shows a spinner, then the stored settings with grid as the default view', async () => {
    serve(getStored());
    renderScreen(<PageSettingsTab />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByLabelText('Page Title')).toHaveValue(availableLandSettingsDefaults.page_title);
    expect(screen.getByLabelText('Grid (card layout)')).toBeChecked();
    expect(screen.getByLabelText('List (table layout)')).not.toBeChecked();
    expect(screen.getByLabelText('Show search filters')).toBeChecked();
  });

  it('says Error loading settings when the load fails', async () => {
    serve(on.get('/available-land-settings/admin', () => fail(500, 'down')));
    renderScreen(<PageSettingsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.loadError);
  });

  it('saves with the token and clears the success banner after 3 s', async () => {
    session.set({ token: 'tok-123', admin: testAdmin() });
    serve(
      getStored(),
      on.put<{ settings: AvailableLandSettings }, AvailableLandSettingsUpdate>(
        '/available-land-settings',
        ({ body }) => ({ settings: { ...stored, ...body, id: stored.id } }),
      ),
    );
    renderScreen(<PageSettingsTab />);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Page Title'));
    await user.type(screen.getByLabelText('Page Title'), 'Parcels');
    await user.click(screen.getByLabelText('List (table layout)'));
    await user.click(screen.getByLabelText('Show search filters'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Save Page Settings' }));
    expect(await screen.findByText(availableLandMessages.saved)).toHaveAttribute('role', 'status');
    expect(sent('PUT', '/available-land-settings')).toEqual([
      {
        ...availableLandSettingsDefaults,
        page_title: 'Parcels',
        default_view: 'list',
        show_search_card: false,
      },
    ]);
    const put = requests().find((r) => r.method === 'PUT');
    expect(put?.headers.get('authorization')).toBe('Bearer tok-123');
    await act(async () => vi.advanceTimersByTime(3100));
    expect(screen.queryByText(availableLandMessages.saved)).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside its field, and the spec text when the server is unreachable", async () => {
    serve(
      getStored(),
      on.put(
        '/available-land-settings',
        () => fail(400, 'page_title: Page title is required', { code: 'required', field: 'page_title' }),
        {
          once: true,
        },
      ),
      on.put('/available-land-settings', offline),
    );
    renderScreen(<PageSettingsTab />);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Page Title'));
    await user.click(screen.getByRole('button', { name: 'Save Page Settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: page_title: Page title is required');
    expect(screen.getByText('Page title is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Page Settings' }));
    expect(await screen.findByText(availableLandMessages.saveError)).toHaveAttribute('role', 'alert');
  });

  it('reads and saves in Portuguese', async () => {
    serve(
      getStored(),
      on.put<{ settings: AvailableLandSettings }>('/available-land-settings', () => ({ settings: stored })),
    );
    setLanguage('pt-BR');
    renderScreen(<PageSettingsTab />);
    expect(await screen.findByLabelText('Título da Página')).toHaveValue(
      availableLandSettingsDefaults.page_title,
    );
    expect(screen.getByLabelText('Grade (cartões)')).toBeChecked();
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Configurações da Página' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Configurações da página salvas com sucesso!',
    );
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says the settings did not load, in Portuguese', async () => {
    serve(on.get('/available-land-settings/admin', () => fail(500, 'down')));
    setLanguage('pt-BR');
    renderScreen(<PageSettingsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar as configurações');
  });
});

import {
  type SecuritySettings,
  type SiteSettings,
  settingsMessages,
  siteSettingsDefaults,
  siteSettingsMessages,
} from '@land-office/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { englishLeft } from '../../test/english-left';
import { fail, held, offline, on, sent, serve } from '../../test/msw';
import { renderScreen } from '../../test/render-screen';
import SiteSettingsPage from './site-settings-page';

const stored: SiteSettings = {
  ...siteSettingsDefaults,
  site_title: 'Sunny Isles',
  contact_email: 'sales@example.com',
};
const getStored = () => on.get<SiteSettings>('/site-settings/admin', () => stored);

// The Security section under the form reads the owner's requirement (its own tests are below).
beforeEach(() =>
  serve(on.get<SecuritySettings>('/admin/security-settings', () => ({ require_two_factor: false }))),
);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Whole screens typed into by a simulated user: slow under a loaded machine, hence the longer limit.
describe('site settings screen', { timeout: 20_000 }, () => {
  it('shows a spinner, then the three sections filled from the server', async () => {
    serve(getStored());
    renderScreen(<SiteSettingsPage />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByLabelText('Site Title')).toHaveValue('Sunny Isles');
    for (const section of ['Basic Information', 'Contact Information', 'Analytics & Tracking'])
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByLabelText('Contact Email')).toHaveValue('sales@example.com');
    expect(screen.getByLabelText('Default Theme')).toHaveValue('light');
    expect(screen.getByLabelText('Header Behaviour')).toHaveValue('scrollable');
    expect(screen.getByLabelText('Website Language')).toHaveValue('en');
    expect(screen.getByLabelText(/^Google Analytics ID/)).toHaveValue('');
  });

  it('says Error loading settings when the load fails', async () => {
    serve(on.get('/site-settings/admin', () => fail(500, 'down')));
    renderScreen(<SiteSettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.loadError);
  });

  it('saves every field, reads Saving... while busy, and clears the success banner after 3 s', async () => {
    const save = held<{ settings: SiteSettings }>();
    serve(getStored(), on.put<{ settings: SiteSettings }>('/site-settings/admin', save.answer));
    renderScreen(<SiteSettingsPage />);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Site Title'));
    await user.type(screen.getByLabelText('Site Title'), 'Moonlit Bay');
    await user.selectOptions(screen.getByLabelText('Default Theme'), 'dark');
    await user.selectOptions(screen.getByLabelText('Header Behaviour'), 'fixed');
    await user.type(screen.getByLabelText(/^Google Analytics ID/), 'G-AB12CD34');
    await user.click(screen.getByRole('button', { name: settingsMessages.save }));
    expect(await screen.findByRole('button', { name: settingsMessages.saving })).toBeDisabled();
    await vi.waitFor(() =>
      expect(sent('PUT', '/site-settings/admin')).toEqual([
        {
          site_title: 'Moonlit Bay',
          site_description: stored.site_description,
          site_keywords: stored.site_keywords,
          default_theme: 'dark',
          header_fixed: true,
          site_language: 'en',
          contact_email: 'sales@example.com',
          footer_text: stored.footer_text,
          google_analytics: 'G-AB12CD34',
          facebook_pixel: '',
        },
      ]),
    );

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const saved: SiteSettings = {
      ...stored,
      site_title: 'Moonlit Bay',
      default_theme: 'dark',
      header_fixed: true,
    };
    await act(async () => save.release({ settings: saved }));
    const banner = await screen.findByText(siteSettingsMessages.saved);
    expect(banner).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: settingsMessages.save })).toBeEnabled();
    await act(async () => vi.advanceTimersByTime(2900));
    expect(screen.getByText(siteSettingsMessages.saved)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText(siteSettingsMessages.saved)).not.toBeInTheDocument();
  });

  it('shows the website language as a select of English and Português (Brasil), and saves the one chosen', async () => {
    serve(
      on.get<SiteSettings>('/site-settings/admin', () => ({ ...stored, default_theme: 'dark' })),
      on.put<{ settings: SiteSettings }, Partial<SiteSettings>>('/site-settings/admin', ({ body }) => ({
        settings: { ...stored, ...body } as SiteSettings,
      })),
    );
    renderScreen(<SiteSettingsPage />);
    const select = await screen.findByLabelText('Website Language');
    expect(select).toHaveValue('en');
    expect(select).toHaveAccessibleDescription('The language of the public website’s own texts');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['en', 'English'],
      ['pt-BR', 'Português (Brasil)'],
    ]);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'pt-BR']);

    const user = userEvent.setup();
    await user.selectOptions(select, 'Português (Brasil)');
    await user.click(screen.getByRole('button', { name: settingsMessages.save }));
    expect(await screen.findByText(siteSettingsMessages.saved)).toBeInTheDocument();
    expect(sent('PUT', '/site-settings/admin')).toEqual([
      expect.objectContaining({ site_language: 'pt-BR', default_theme: 'dark' }),
    ]);
    expect(screen.getByLabelText('Website Language')).toHaveValue('pt-BR');
  });

  it('shows a refused website language beside its select', async () => {
    serve(
      getStored(),
      on.put('/site-settings/admin', () =>
        fail(400, 'site_language: must be en or pt-BR', { field: 'site_language' }),
      ),
    );
    renderScreen(<SiteSettingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: settingsMessages.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: site_language: must be en or pt-BR');
    expect(screen.getByLabelText('Website Language')).toHaveAccessibleDescription('must be en or pt-BR');
    expect(screen.getByLabelText('Website Language')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's refusal as an error, beside the field it names", async () => {
    serve(
      getStored(),
      on.put('/site-settings/admin', () =>
        fail(400, 'contact_email: must be an e-mail address', { field: 'contact_email' }),
      ),
    );
    renderScreen(<SiteSettingsPage />);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Contact Email'));
    await user.type(screen.getByLabelText('Contact Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: settingsMessages.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: contact_email: must be an e-mail address',
    );
    expect(screen.getByText('must be an e-mail address')).toBeInTheDocument();
  });

  it('falls back to the spec texts when the server gives none or cannot be reached', async () => {
    serve(
      getStored(),
      on.put('/site-settings/admin', () => HttpResponse.json({}, { status: 500 }), { once: true }),
      on.put('/site-settings/admin', offline),
    );
    renderScreen(<SiteSettingsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: settingsMessages.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${siteSettingsMessages.saveFailed}`);
    await user.click(screen.getByRole('button', { name: settingsMessages.save }));
    expect(await screen.findByText(siteSettingsMessages.saveError)).toHaveAttribute('role', 'alert');
  });

  it('asks before leaving with unsaved changes', async () => {
    serve(getStored());
    const { router } = renderScreen(<SiteSettingsPage />);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.type(await screen.findByLabelText('Footer Text'), ' more');
    await act(() => router.navigate('/admin/dashboard'));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/unsaved changes/));
    expect(router.state.location.pathname).toBe('/admin/screen');
  });
});

describe('site settings screen in Portuguese', { timeout: 20_000 }, () => {
  it('shows the three sections, their fields and options in Portuguese, and saves', async () => {
    setLanguage('pt-BR');
    serve(
      getStored(),
      on.put<{ settings: SiteSettings }>('/site-settings/admin', () => ({ settings: stored })),
    );
    renderScreen(<SiteSettingsPage />);
    expect(await screen.findByLabelText('Título do Site')).toHaveValue('Sunny Isles');
    for (const section of ['Informações Básicas', 'Informações de Contato', 'Análise e Rastreamento'])
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Escuro' })).toBeInTheDocument();
    expect(screen.getByLabelText('Idioma do Site')).toHaveValue('en');
    expect(screen.getByLabelText('Idioma do Site')).toHaveAccessibleDescription(
      'O idioma dos textos próprios do site público',
    );
    expect(screen.getByRole('option', { name: 'Português (Brasil)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar / importar' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Configurações do site atualizadas com sucesso!',
    );
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says the settings could not load in Portuguese', async () => {
    setLanguage('pt-BR');
    serve(on.get('/site-settings/admin', () => fail(500, 'down')));
    renderScreen(<SiteSettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar as configurações');
    expect(englishLeft(document.body)).toEqual([]);
  });
});

describe('site settings: the Security section', () => {
  const security = () => screen.getByRole('region', { name: 'Security' });
  const requireAll = () => within(security()).getByLabelText('Require two-factor sign-in for everyone');

  it('shows whether two-factor sign-in is required of everyone, and saves it as soon as it is changed', async () => {
    let stored = false;
    serve(
      getStored(),
      on.get<SecuritySettings>('/admin/security-settings', () => ({ require_two_factor: stored })),
      on.put<SecuritySettings, SecuritySettings>('/admin/security-settings', ({ body }) => {
        stored = body.require_two_factor;
        return body;
      }),
    );
    renderScreen(<SiteSettingsPage />);
    await screen.findByLabelText('Site Title');
    await vi.waitFor(() => expect(requireAll()).toBeEnabled());
    expect(requireAll()).not.toBeChecked();
    expect(requireAll()).toHaveAccessibleDescription(/sent to set one up right after the password/);

    await userEvent.click(requireAll());
    expect(await screen.findByText('Security settings saved')).toHaveAttribute('role', 'status');
    expect(requireAll()).toBeChecked();
    expect(sent('PUT', '/admin/security-settings')).toEqual([{ require_two_factor: true }]);
    expect(sent('PUT', '/site-settings/admin')).toEqual([]);

    await userEvent.click(requireAll());
    await vi.waitFor(() => expect(requireAll()).not.toBeChecked());
    expect(sent('PUT', '/admin/security-settings')).toEqual([
      { require_two_factor: true },
      { require_two_factor: false },
    ]);
  });

  it('shows a failed save and keeps what the server has', async () => {
    serve(
      getStored(),
      on.put('/admin/security-settings', () => fail(500, 'The database is unavailable, try again shortly')),
    );
    renderScreen(<SiteSettingsPage />);
    await screen.findByLabelText('Site Title');
    await vi.waitFor(() => expect(requireAll()).toBeEnabled());
    await userEvent.click(requireAll());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The database is unavailable, try again shortly',
    );
    expect(requireAll()).not.toBeChecked();
  });

  it('says the setting could not load, with the reason when the role was refused', async () => {
    serve(
      getStored(),
      on.get('/admin/security-settings', () =>
        fail(403, 'Your role (editor) cannot change site settings', {
          role: 'editor',
          operation: 'siteSettings',
        }),
      ),
    );
    renderScreen(<SiteSettingsPage />);
    await screen.findByLabelText('Site Title');
    expect(await within(security()).findByRole('alert')).toHaveTextContent(
      'Your role (editor) cannot change site settings',
    );
    expect(within(security()).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('speaks Portuguese in pt-BR', async () => {
    setLanguage('pt-BR');
    serve(
      getStored(),
      on.get<SecuritySettings>('/admin/security-settings', () => ({ require_two_factor: true })),
      on.put<SecuritySettings, SecuritySettings>('/admin/security-settings', ({ body }) => body),
    );
    renderScreen(<SiteSettingsPage />);
    const section = await screen.findByRole('region', { name: 'Segurança' });
    const box = within(section).getByLabelText('Exigir a verificação em duas etapas de todos');
    await vi.waitFor(() => expect(box).toBeChecked());
    await userEvent.click(box);
    expect(await screen.findByText('Configurações de segurança salvas')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});

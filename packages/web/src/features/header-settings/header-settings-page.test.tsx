import {
  HeaderButton,
  type HeaderButtonUpdate,
  HeaderSettings,
  type HeaderSettingsUpdate,
  headerButtonDefaults,
  headerMessages,
  headerSettingsDefaults,
  settingsMessages,
} from '@land-office/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { englishLeft } from '../../test/english-left';
import { fail, on, sent, serve } from '../../test/msw';
import { renderScreen } from '../../test/render-screen';
import HeaderSettingsPage from './header-settings-page';
import { defaultLogo, shownLogoSize } from './logo-preview';
import { headerServer } from './test-api';

afterEach(() => vi.restoreAllMocks());

const preview = (theme: 'Light' | 'Dark') =>
  within(screen.getByRole('figure', { name: `${theme} theme preview` })).getByRole('img');

/** The logo upload and the settings save, answered as the server does. */
const logoUploadsAndSaves = () =>
  serve(
    on.post<{ logo_url: string }>('/header-settings/admin/upload-logo', () => ({
      logo_url: '/uploads/logos/abc.png',
    })),
    on.put<{ settings: HeaderSettings }, HeaderSettingsUpdate>('/header-settings/admin', ({ body }) => ({
      settings: HeaderSettings.parse({ ...headerSettingsDefaults, ...body }),
    })),
  );

describe('logo size rule (spec §5)', () => {
  it('draws 16–200 as given and anything else, or a non-number, as 32', () => {
    expect([16, 200, '48', 15, 201, 'wide', '', null].map(shownLogoSize)).toEqual([
      16, 200, 48, 32, 32, 32, 32, 32,
    ]);
  });
});

// Whole screens typed into by a simulated user: slow under a loaded machine, hence the longer limit.
describe('header screen', { timeout: 20_000 }, () => {
  it('shows a spinner, then the spec defaults with default logos in both previews', async () => {
    headerServer();
    renderScreen(<HeaderSettingsPage />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Logo Width/)).toHaveValue(32);
    expect(screen.getByLabelText(/^Logo Height/)).toHaveValue(32);
    expect(preview('Light')).toHaveAttribute('src', defaultLogo.light);
    expect(preview('Dark')).toHaveAttribute('src', defaultLogo.dark);
    expect(screen.getByLabelText('Button Text')).toHaveValue(headerButtonDefaults.text);
    expect(screen.getByLabelText('Light Colour')).toHaveValue('#f59e0b');
    for (const flag of ['Show icon', 'Open in new tab', 'Button active'])
      expect(screen.getByLabelText(flag)).toBeChecked();
    expect(await screen.findByText(headerMessages.menuEmpty)).toBeInTheDocument();
  });

  it('says Error loading settings when a load fails', async () => {
    headerServer();
    serve(on.get('/header-settings/admin/button', () => fail(500, 'down')));
    renderScreen(<HeaderSettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.loadError);
  });

  it('previews what is typed and falls back to the default logo when an image fails to load', async () => {
    headerServer();
    renderScreen(<HeaderSettingsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Light Theme Logo URL'));
    await user.paste('https://cdn.example/broken.png');
    await user.clear(screen.getByLabelText(/^Logo Width/));
    await user.type(screen.getByLabelText(/^Logo Width/), '64');
    expect(preview('Light')).toHaveAttribute('src', 'https://cdn.example/broken.png');
    expect(preview('Light')).toHaveAttribute('width', '64');
    fireEvent.error(preview('Light'));
    expect(preview('Light')).toHaveAttribute('src', defaultLogo.light);
    await user.clear(screen.getByLabelText(/^Logo Width/));
    await user.type(screen.getByLabelText(/^Logo Width/), '500');
    expect(preview('Light')).toHaveAttribute('width', '32');
  });

  it('uploads a dark logo into the dark URL and preview, and saves sizes that are not numbers as 32', async () => {
    headerServer();
    logoUploadsAndSaves();
    renderScreen(<HeaderSettingsPage />);
    const user = userEvent.setup();
    const file = new File(['png'], 'dark.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Upload dark theme logo'), file);
    expect(await screen.findByText('Dark theme logo uploaded successfully!')).toHaveAttribute(
      'role',
      'status',
    );
    const [upload] = sent('POST', '/header-settings/admin/upload-logo') as FormData[];
    const logo = upload?.get('logo') as File;
    expect(logo).toMatchObject({ name: 'dark.png', type: 'image/png' });
    expect(await logo.text()).toBe('png');
    expect(screen.getByLabelText('Dark Theme Logo URL')).toHaveValue('/uploads/logos/abc.png');
    expect(preview('Dark')).toHaveAttribute('src', '/uploads/logos/abc.png');

    await user.clear(screen.getByLabelText(/^Logo Height/));
    await user.click(screen.getByRole('button', { name: 'Save Header Settings' }));
    expect(await screen.findByText(headerMessages.settingsSaved)).toBeInTheDocument();
    expect(sent('PUT', '/header-settings/admin')[0]).toMatchObject({
      logo_dark_url: '/uploads/logos/abc.png',
      logo_width: 32,
      logo_height: 32,
    });
  });

  it("shows the server's refusal of a logo, and of a setting beside its field", async () => {
    headerServer();
    serve(
      on.post('/header-settings/admin/upload-logo', () => fail(415, headerMessages.logoType)),
      on.put('/header-settings/admin', () =>
        fail(400, 'logo_width: must be between 16 and 200', { field: 'logo_width' }),
      ),
    );
    renderScreen(<HeaderSettingsPage />);
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Upload light theme logo'),
      new File(['<svg/>'], 'x.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${headerMessages.logoType}`);
    await user.click(screen.getByRole('button', { name: 'Save Header Settings' }));
    expect(await screen.findByText('Error: logo_width: must be between 16 and 200')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('must be between 16 and 200')).toBeInTheDocument();
  });

  it('saves the header button', async () => {
    headerServer();
    serve(
      on.put<{ button: HeaderButton }, HeaderButtonUpdate>('/header-settings/admin/button', ({ body }) => ({
        button: HeaderButton.parse({ ...headerButtonDefaults, ...body }),
      })),
    );
    renderScreen(<HeaderSettingsPage />);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Button Text'));
    await user.type(screen.getByLabelText('Button Text'), 'Visit');
    await user.click(screen.getByLabelText('Open in new tab'));
    await user.click(screen.getByRole('button', { name: 'Save Button Settings' }));
    expect(await screen.findByText(headerMessages.buttonSaved)).toBeInTheDocument();
    expect(sent('PUT', '/header-settings/admin/button')).toEqual([
      { ...headerButtonDefaults, text: 'Visit', open_new_tab: false },
    ]);
  });
});

describe('header screen in Portuguese', { timeout: 20_000 }, () => {
  it('shows the logo, button and menu sections in Portuguese', async () => {
    setLanguage('pt-BR');
    headerServer();
    renderScreen(<HeaderSettingsPage />);
    expect(await screen.findByLabelText('Largura do Logo (px)')).toHaveValue(32);
    expect(screen.getByRole('region', { name: 'Configurações do Botão do Cabeçalho' })).toBeInTheDocument();
    expect(screen.getByLabelText('Abrir em nova aba')).toBeChecked();
    expect(screen.getByRole('figure', { name: 'Prévia do tema escuro' })).toBeInTheDocument();
    expect(screen.getAllByText('16–200; valor não numérico → 32')).toHaveLength(2);
    expect(
      await screen.findByText(
        'Nenhum item de menu encontrado. Crie os menus padrão ou adicione itens personalizados.',
      ),
    ).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says a logo was uploaded and the settings were saved, in Portuguese', async () => {
    setLanguage('pt-BR');
    headerServer();
    logoUploadsAndSaves();
    renderScreen(<HeaderSettingsPage />);
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Enviar o logo do tema claro'),
      new File(['png'], 'light.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Logo do tema claro enviado com sucesso!');
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações do Cabeçalho' }));
    expect(
      await screen.findByText('Configurações do cabeçalho atualizadas com sucesso!'),
    ).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says the settings could not load in Portuguese', async () => {
    setLanguage('pt-BR');
    headerServer();
    serve(on.get('/header-settings/admin', () => fail(500, 'down')));
    renderScreen(<HeaderSettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar as configurações');
    expect(englishLeft(document.body)).toEqual([]);
  });
});

import { type Hero, heroMessages, heroSwatches } from '@land-office/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { englishLeft } from '../../test/english-left';
import { fakeContentApi, renderRoutes } from '../../test/fake-content-api';
import HeroFormPage from './hero-form-page';

const stored: Hero = {
  id: 3,
  title: 'Own your island',
  title_color: '#000000',
  description: 'Private regions.',
  button_text: 'See lands',
  button_url: 'https://market.example',
  button_color: '#ffd700',
  is_external: true,
  open_new_tab: true,
  is_active: true,
  order_pos: 0,
  active_from: null,
  active_until: null,
};

const open = (path: string, heroes: Hero[] = []) => {
  const api = fakeContentApi('hero', heroes);
  renderRoutes(
    [
      { path: '/admin/hero/new', element: <HeroFormPage /> },
      { path: '/admin/hero/edit/:id', element: <HeroFormPage /> },
      { path: '/admin/hero', element: <p>the list</p> },
    ],
    path,
  );
  return api;
};

afterEach(() => vi.restoreAllMocks());

// Typing is slow on a loaded machine; these tests type whole forms.
describe('hero form', { timeout: 20_000 }, () => {
  it('starts with the spec colours and mirrors every choice in the live preview', async () => {
    open('/admin/hero/new');
    const title = screen.getByTestId('preview-title');
    const button = screen.getByTestId('preview-button');
    expect(title).toHaveStyle({ color: '#000000' });
    expect(button).toHaveStyle({ backgroundColor: '#ffd700' });

    await userEvent.type(screen.getByLabelText('Title'), 'Sunset Bay');
    await userEvent.type(screen.getByLabelText('Button text'), 'Rent now');
    expect(title).toHaveTextContent('Sunset Bay');
    expect(button).toHaveTextContent('Rent now');

    await userEvent.click(screen.getByLabelText('Title colour white'));
    expect(title).toHaveStyle({ color: '#ffffff' });
    await userEvent.click(screen.getByLabelText('Button colour #3b82f6'));
    expect(button).toHaveStyle({ backgroundColor: '#3b82f6' });
  });

  it('offers the eight spec swatches for the button and those plus white and black for the title', () => {
    open('/admin/hero/new');
    const names = (legend: string) =>
      screen
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label') ?? '')
        .filter((label) => label.startsWith(legend))
        .map((label) => label.slice(legend.length + 1));
    expect(names('Button colour')).toEqual([...heroSwatches]);
    expect(names('Title colour')).toEqual([...heroSwatches, 'white', 'black']);
  });

  it('names each missing field and sends nothing', async () => {
    const api = open('/admin/hero/new');
    await userEvent.click(screen.getByRole('button', { name: 'Save Hero Section' }));
    for (const text of ['Title is required', 'Description is required', 'Button text is required'])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses an external URL marked internal before sending it', async () => {
    const api = open('/admin/hero/new');
    await userEvent.type(screen.getByLabelText('Title'), 'T');
    await userEvent.type(screen.getByLabelText('Description'), 'D');
    await userEvent.type(screen.getByLabelText('Button text'), 'B');
    await userEvent.type(screen.getByLabelText(/^Button URL/), 'https://x.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save Hero Section' }));
    expect(await screen.findByText(/an internal page needs a relative URL/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByLabelText(/^External link/));
    await userEvent.click(screen.getByRole('button', { name: 'Save Hero Section' }));
    await screen.findByText('the list');
    expect(api.rows[0]).toMatchObject({
      title: 'T',
      button_url: 'https://x.example',
      is_external: true,
      title_color: '#000000',
      button_color: '#ffd700',
      is_active: true,
    });
  });

  it('edits a stored hero and shows the server error text when saving fails', async () => {
    const api = open('/admin/hero/edit/3', [stored]);
    expect(await screen.findByLabelText('Title')).toHaveValue('Own your island');
    expect(screen.getByLabelText('Open in a new tab')).toBeChecked();
    expect(screen.getByTestId('preview-button')).toHaveAttribute('target', '_blank');
    api.failNext('PUT *', 500, heroMessages.saveError);
    await userEvent.click(screen.getByRole('button', { name: 'Save Hero Section' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(heroMessages.saveError);
    await userEvent.click(screen.getByLabelText('Button colour #ef4444'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Hero Section' }));
    await screen.findByText('the list');
    expect(api.rows[0]?.button_color).toBe('#ef4444');
  });

  it('says Hero section not found for an unknown id', async () => {
    open('/admin/hero/edit/99');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(heroMessages.notFound));
  });
});

describe('hero form in Portuguese', { timeout: 20_000 }, () => {
  it('offers a new section with its preview, every text in Portuguese', async () => {
    setLanguage('pt-BR');
    open('/admin/hero/new');
    expect(screen.getByRole('heading', { name: 'Nova Seção Principal' })).toBeInTheDocument();
    expect(screen.getByText('Pré-visualização ao vivo')).toBeInTheDocument();
    expect(screen.getByTestId('preview-title')).toHaveTextContent('Título da seção principal');
    expect(screen.getByText('Números menores aparecem primeiro')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('edits a stored section in Portuguese, its own texts left as written', async () => {
    setLanguage('pt-BR');
    open('/admin/hero/edit/3', [stored]);
    expect(await screen.findByLabelText('Título')).toHaveValue('Own your island');
    expect(screen.getByTestId('preview-title')).toHaveTextContent('Own your island');
    expect(screen.getByRole('button', { name: 'Salvar Seção Principal' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});

import { type MenuItem, menuMessages, menuType, type Page, pageType } from '@land-office/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { contentServer } from '../../test/content-server';
import { englishLeft } from '../../test/english-left';
import { offline, on, requests, sent, serve } from '../../test/msw';
import { sitePage } from '../../test/records';
import { renderRoutes } from '../../test/render-routes';
import MenuFormPage from './menu-form-page';
import MenuListPage from './menu-list-page';

const home: MenuItem = { id: 4, label: 'Home', url: '/', is_external: false, is_active: true, order_pos: 1 };

function renderForm(path: string, rows: MenuItem[] = [], pages: Page[] = []) {
  contentServer(pageType, pages);
  const api = contentServer(menuType, rows);
  renderRoutes(
    [
      { path: '/admin/menus/new', element: <MenuFormPage /> },
      { path: '/admin/menus/edit/:id', element: <MenuFormPage /> },
      { path: '/admin/menus', element: <p>the list</p> },
    ],
    path,
  );
  return api;
}

afterEach(() => vi.restoreAllMocks());

describe('menu form (content form scaffold)', () => {
  it('checks required fields with the contract before sending anything', async () => {
    renderForm('/admin/menus/new');
    await userEvent.click(screen.getByRole('button', { name: 'Save Menu Item' }));
    expect(await screen.findByText('Label is required')).toBeInTheDocument();
    expect(screen.getByText('URL is required')).toBeInTheDocument();
    // Only the pages a menu item may lead to were read; nothing was sent.
    expect(requests().filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('leads an item to one of the site’s pages: its address, internal, named after it when unnamed', async () => {
    const about = sitePage({ id: 3, title: 'About us', slug: 'about-us' });
    const api = renderForm(
      '/admin/menus/new',
      [],
      [about, { ...about, id: 4, title: 'Terms', slug: 'terms', published: false }],
    );
    const pick = await screen.findByLabelText('Link to a page');
    expect(screen.getByRole('option', { name: 'Terms (/terms, not published yet)' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^External link/));
    await userEvent.selectOptions(pick, 'About us (/about-us)');
    expect(screen.getByLabelText('URL')).toHaveValue('/about-us');
    expect(screen.getByLabelText('Label')).toHaveValue('About us');
    expect(screen.getByLabelText(/^External link/)).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save Menu Item' }));
    await screen.findByText('the list');
    expect(api.rows[0]).toMatchObject({ label: 'About us', url: '/about-us', is_external: false });
  });

  it('creates with the typed values and the defaults, then returns to the list', async () => {
    renderForm('/admin/menus/new');
    await userEvent.type(screen.getByLabelText('Label'), 'News');
    await userEvent.type(screen.getByLabelText(/^URL/), '/news');
    await userEvent.click(screen.getByRole('button', { name: 'Save Menu Item' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(sent('POST', '/menu/admin')[0]).toEqual({
      label: 'News',
      url: '/news',
      is_external: false,
      is_active: true,
      order_pos: 0,
    });
  });

  it('marks a checkbox the server refuses as invalid, its reason beside it and announced', async () => {
    const api = renderForm('/admin/menus/edit/4', [home]);
    const external = await screen.findByRole('checkbox', { name: /External link/ });
    expect(external).not.toHaveAttribute('aria-invalid');
    api.failNext('PUT /menu/admin/4', 400, 'is_external: this link cannot open outside the site', {
      field: 'is_external',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save Menu Item' }));
    await screen.findByText('this link cannot open outside the site');
    expect(external).toHaveAttribute('aria-invalid', 'true');
    expect(external).toHaveAccessibleDescription('this link cannot open outside the site');
  });

  it('loads the item, checks its link, sends the full item, and shows a server problem beside its field', async () => {
    const api = renderForm('/admin/menus/edit/4', [home]);
    const url = await screen.findByLabelText(/^URL/);
    expect(url).toHaveValue('/');
    api.failNext('PUT /menu/admin/4', 400, 'url: an address the server refuses', { field: 'url' });
    await userEvent.click(screen.getByLabelText(/External link/));
    await userEvent.click(screen.getByRole('button', { name: 'Save Menu Item' }));
    expect(await screen.findByText('an external link needs a full http(s) URL')).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://old.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save Menu Item' }));
    expect(await screen.findByText('an address the server refuses')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('URL: an address the server refuses');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://market.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save Menu Item' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(sent('PUT', '/menu/admin/4').at(-1)).toEqual({
      label: 'Home',
      url: 'https://market.example',
      is_external: true,
      is_active: true,
      order_pos: 1,
    });
  });

  it('says the spec not-found text for an unknown id', async () => {
    renderForm('/admin/menus/edit/99');
    expect(await screen.findByRole('alert')).toHaveTextContent(menuMessages.notFound);
  });

  it('falls back to the spec save error when the server is unreachable', async () => {
    renderForm('/admin/menus/new');
    serve(on.post('/menu/admin', offline));
    await userEvent.type(screen.getByLabelText('Label'), 'News');
    await userEvent.type(screen.getByLabelText(/^URL/), '/news');
    await userEvent.click(screen.getByRole('button', { name: 'Save Menu Item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(menuMessages.saveError);
  });
});

function renderList(rows: MenuItem[]) {
  contentServer(menuType, rows);
  renderRoutes([{ path: '/admin/menus', element: <MenuListPage /> }], '/admin/menus');
}

describe('menus in Portuguese', () => {
  const inicio: MenuItem = {
    id: 4,
    label: 'Início',
    url: '/',
    is_external: false,
    is_active: true,
    order_pos: 1,
  };
  const mercado: MenuItem = {
    id: 5,
    label: 'Mercado',
    url: 'https://market.example',
    is_external: true,
    is_active: false,
    order_pos: 2,
  };

  it('lists the items with every text of the screen in Portuguese', async () => {
    setLanguage('pt-BR');
    renderList([inicio, mercado]);
    expect(await screen.findByRole('cell', { name: 'Mercado' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Tipo' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Rótulo' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says the empty list in Portuguese', async () => {
    setLanguage('pt-BR');
    renderList([]);
    expect(await screen.findByText('Nenhum item de menu ainda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar Item de Menu' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('edits an item in a form all in Portuguese, its hint following the link type', async () => {
    setLanguage('pt-BR');
    renderForm('/admin/menus/edit/4', [inicio]);
    expect(await screen.findByRole('heading', { name: 'Editar Item de Menu' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rótulo')).toHaveValue('Início');
    expect(screen.getByText('Uma página deste site, como /news')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar Item de Menu' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /^Link externo/ }));
    expect(screen.getByText('Um endereço completo, como https://example.com')).toBeInTheDocument();
  });
});

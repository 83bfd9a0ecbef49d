import { type Service, serviceMessages, serviceType } from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { contentServer } from '../../test/content-server';
import { englishLeft } from '../../test/english-left';
import { requests, sent } from '../../test/msw';
import { renderRoutes } from '../../test/render-routes';
import { loadIcons } from './icons/load-icons';
import ServiceFormPage from './service-form-page';
import ServiceListPage from './service-list-page';

const service = (fields: Partial<Service> & { id: number; title: string }): Service => ({
  description: `${fields.title} for every parcel`,
  icon: 'faHome',
  link_url: null,
  is_external: false,
  is_active: true,
  order_pos: fields.id,
  active_from: null,
  active_until: null,
  ...fields,
});

function renderAt(path: string, rows: Service[] = []) {
  const api = contentServer(serviceType, rows);
  renderRoutes(
    [
      { path: '/admin/services', element: <ServiceListPage /> },
      { path: '/admin/services/new', element: <ServiceFormPage /> },
      { path: '/admin/services/edit/:id', element: <ServiceFormPage /> },
    ],
    path,
  );
  return api;
}

// The whole Font Awesome set is one large module; fetch it once before the screens ask for it.
beforeAll(() => loadIcons(), 60_000);
afterEach(() => vi.restoreAllMocks());

// Icons are real Font Awesome SVGs here, and jsdom computes styles slowly on a busy machine.
describe('services screens', { timeout: 30_000 }, () => {
  it('lists title, description, the drawn icon, link with its type or No link, and status', async () => {
    renderAt('/admin/services', [
      service({ id: 1, title: 'Land Rental', link_url: '/available-land' }),
      service({
        id: 2,
        title: 'Market',
        icon: 'faStore',
        link_url: 'https://market.example',
        is_external: true,
        is_active: false,
      }),
      service({ id: 3, title: 'Support', icon: 'faNoSuchIcon' }),
    ]);
    const row = async (title: string) =>
      within((await screen.findByRole('cell', { name: title })).closest('tr') as HTMLElement);
    const rental = await row('Land Rental');
    expect(rental.getByText('Land Rental for every parcel')).toBeInTheDocument();
    expect(await rental.findByText('/available-land')).toBeInTheDocument();
    expect(rental.getByText('Internal')).toBeInTheDocument();
    expect(rental.getByRole('button', { name: 'Active' })).toBeInTheDocument();
    const market = await row('Market');
    expect(market.getByText('External')).toBeInTheDocument();
    expect(market.getByRole('button', { name: 'Inactive' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(market.getByText('faStore').previousElementSibling).toHaveAttribute('data-icon-name', 'faStore'),
    );
    const support = await row('Support');
    expect(support.getByText(serviceMessages.noLink)).toBeInTheDocument();
    expect(await support.findByTitle('Unknown icon faNoSuchIcon')).toBeInTheDocument();
  });

  it('creates a service with an icon picked from the searchable picker, shown live', async () => {
    renderAt('/admin/services/new');
    await userEvent.type(screen.getByLabelText('Title'), 'Land Rental');
    await userEvent.type(screen.getByLabelText('Description'), 'Parcels by the week');
    const search = await screen.findByRole('searchbox', { name: 'Search icons' });
    await userEvent.type(search, 'map location');
    await userEvent.click(await screen.findByRole('button', { name: 'faMapLocationDot' }));
    expect(screen.getByLabelText(/^Icon/)).toHaveValue('faMapLocationDot');
    expect(screen.getByRole('button', { name: 'faMapLocationDot' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() =>
      expect(within(screen.getByTestId('icon-preview')).getByRole('img', { hidden: true })).toHaveAttribute(
        'data-icon-name',
        'faMapLocationDot',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Service' }));
    expect(await screen.findByRole('cell', { name: 'Land Rental' })).toBeInTheDocument();
    expect(sent('POST', '/service/admin')).toEqual([
      {
        title: 'Land Rental',
        description: 'Parcels by the week',
        icon: 'faMapLocationDot',
        link_url: null,
        is_external: false,
        is_active: true,
        order_pos: 0,
        active_from: null,
        active_until: null,
      },
    ]);
  });

  it('finds an icon by an alias and marks the stored alias as chosen', async () => {
    renderAt('/admin/services/edit/1', [service({ id: 1, title: 'Rental', icon: 'faHome' })]);
    const search = await screen.findByRole('searchbox', { name: 'Search icons' });
    await userEvent.type(search, 'home');
    expect(await screen.findByRole('button', { name: 'faHouse' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.clear(search);
    await userEvent.type(search, 'zzzz');
    expect(await screen.findByText('No icon matches the search.')).toBeInTheDocument();
  });

  it('refuses missing fields and a script link before sending anything', async () => {
    const api = renderAt('/admin/services/new');
    await userEvent.click(screen.getByRole('button', { name: 'Save Service' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Icon is required')).toBeInTheDocument();
    expect(requests()).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Title/), 'T');
    await userEvent.type(screen.getByLabelText(/^Description/), 'D');
    await userEvent.type(screen.getByLabelText(/^Icon/), 'faHome');
    await userEvent.type(screen.getByLabelText(/^Link URL/), 'javascript:alert(1)');
    api.failNext('POST *', 400, 'link_url: an internal page needs a relative URL such as /news');
    await userEvent.click(screen.getByRole('button', { name: 'Save Service' }));
    expect(
      await screen.findByText('an internal page needs a relative URL such as /news'),
    ).toBeInTheDocument();
  });

  it('shows the spec not-found text for an unknown service', async () => {
    renderAt('/admin/services/edit/42');
    expect(await screen.findByRole('alert')).toHaveTextContent(serviceMessages.notFound);
  });
});

describe('services screens in Portuguese', { timeout: 30_000 }, () => {
  const aluguel = service({
    id: 1,
    title: 'Aluguel de terrenos',
    description: 'Lotes por semana',
    link_url: '/available-land',
  });
  const mercado = service({
    id: 2,
    title: 'Mercado',
    description: 'Compra e venda',
    icon: 'faNoSuchIcon',
  });

  it('lists the services with every text of the screen in Portuguese', async () => {
    setLanguage('pt-BR');
    renderAt('/admin/services', [aluguel, mercado]);
    const row = within((await screen.findByRole('cell', { name: 'Mercado' })).closest('tr') as HTMLElement);
    expect(row.getByText('Sem URL')).toBeInTheDocument();
    expect(await row.findByTitle('Ícone desconhecido faNoSuchIcon')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Destino' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('creates a service in a form all in Portuguese, the icon picker too', async () => {
    setLanguage('pt-BR');
    renderAt('/admin/services/new');
    expect(screen.getByRole('heading', { name: 'Novo Serviço' })).toBeInTheDocument();
    expect(screen.getByText('Sem ícone')).toBeInTheDocument();
    const search = await screen.findByRole('searchbox', { name: 'Buscar ícones' });
    expect(screen.getByText(/ícones encontrados; os primeiros 120 são exibidos\.$/)).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.type(search, 'house chimney crack');
    expect(await screen.findByText('1 ícone encontrado.')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzzz');
    expect(await screen.findByText('Nenhum ícone corresponde à busca.')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});

import type { AdminListing, AdminListingDetail, AdminListingPage } from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { englishLeft } from '../../test/english-left';
import { on, requests, sent, serve } from '../../test/msw';
import { renderRoutes } from '../../test/render-routes';
import ListingsPage from './listings-page';

const listing = (fields: Partial<AdminListing> & { id: number; name: string }): AdminListing => ({
  region: 'Tuscany Hills',
  size_m2: 4096,
  price_ls: 1250,
  period: 'week',
  rating: null,
  source: 'acatech',
  first_seen: '2026-11-20T10:00:00.000Z',
  last_seen: '2026-11-26T10:00:00.000Z',
  is_new: false,
  price_changed: null,
  status: 'active',
  hidden: false,
  missed_runs: 0,
  ...fields,
});

const bay = listing({
  id: 1,
  name: 'Bayside Lot',
  is_new: true,
  price_changed: {
    old_price_ls: 1500,
    old_period: 'week',
    new_price_ls: 1250,
    new_period: 'week',
    changed_at: '2026-11-25T10:00:00.000Z',
  },
});
const hill = listing({ id: 2, name: 'Hilltop Homestead', status: 'gone', price_ls: 45_000, period: null });

/** The admin listings API over two listings; answers the server's rows. */
function serveListings() {
  const rows = [bay, hill];
  serve(
    on.get<AdminListingPage>('/admin/listings', ({ query }) => {
      const show = query.get('show');
      const items = rows.filter(
        (row) => !show || (show === 'gone' ? row.status === 'gone' : show === 'new' ? row.is_new : true),
      );
      return { items, total: items.length, next_cursor: null };
    }),
    on.get<AdminListingDetail>('/admin/listings/:id', ({ params }) => ({
      ...(rows.find((row) => row.id === Number(params.id)) as AdminListing),
      prices: [
        { price_ls: 1500, period: 'week', seen_at: '2026-11-20T10:00:00.000Z' },
        { price_ls: 1250, period: 'week', seen_at: '2026-11-25T10:00:00.000Z' },
      ],
    })),
    on.put<AdminListing, { hidden: boolean }>('/admin/listings/:id', ({ params, body }) => {
      const row = rows.find((r) => r.id === Number(params.id)) as AdminListing;
      Object.assign(row, { hidden: body.hidden });
      return row;
    }),
  );
}

/** The table row of a listing, by its name (also said, for screen readers, in its buttons). */
const rowOf = async (name: string) =>
  ((await screen.findAllByText(name, { selector: 'span.font-medium' }))[0] as HTMLElement).closest(
    'tr',
  ) as HTMLElement;

const open = (path = '/admin/listings') =>
  renderRoutes([{ path: '/admin/listings', element: <ListingsPage /> }], path);

describe('the listings screen', () => {
  it('lists what the scraper has seen with what is new, cheaper or gone', async () => {
    serveListings();
    open();
    const row = async (name: string) => within((await screen.findByText(name)).closest('tr') as HTMLElement);
    const bayRow = await row('Bayside Lot');
    expect(bayRow.getByText('New')).toBeInTheDocument();
    expect(bayRow.getByText('Price dropped')).toBeInTheDocument();
    expect(bayRow.getByText('dropped from L$ 1,500/week')).toBeInTheDocument();
    expect((await row('Hilltop Homestead')).getByText('Gone')).toBeInTheDocument();
    expect(screen.getByText('2 listings')).toBeInTheDocument();
  });

  it('filters by what it shows, kept in the address', async () => {
    serveListings();
    const router = open();
    await rowOf('Bayside Lot');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Gone');
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(screen.queryAllByText('Bayside Lot')).toEqual([]);
    expect(router.state.location.search).toBe('?show=gone');
    expect(requests().at(-1)?.query.get('show')).toBe('gone');
  });

  it('shows a listing’s history with its prices, and hides it from the public', async () => {
    serveListings();
    open();
    const bayRow = within(await rowOf('Bayside Lot'));
    await userEvent.click(bayRow.getByRole('button', { name: 'History of Bayside Lot' }));
    expect(await screen.findByRole('img', { name: 'Prices of Bayside Lot over time' })).toBeInTheDocument();
    expect(screen.getAllByText(/L\$ 1,500\/week|L\$ 1,250\/week/).length).toBeGreaterThanOrEqual(2);

    await userEvent.click(bayRow.getByRole('button', { name: 'Hide Bayside Lot from public' }));
    expect(await screen.findByText('Listing hidden from the public list')).toBeInTheDocument();
    expect(sent('PUT', '/admin/listings/1')).toEqual([{ hidden: true }]);
    expect(await bayRow.findByText('Hidden')).toBeInTheDocument();
  });

  it('is in Portuguese, all of it', async () => {
    setLanguage('pt-BR');
    serveListings();
    open();
    await rowOf('Bayside Lot');
    expect(englishLeft()).toEqual([]);
  });
});

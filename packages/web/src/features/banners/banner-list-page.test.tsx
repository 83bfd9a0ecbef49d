import { type Banner, bannerMessages } from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { answerConfirm } from '../../test/confirm';
import { englishLeft } from '../../test/english-left';
import { fakeContentApi, renderRoutes } from '../../test/fake-content-api';
import BannerListPage from './banner-list-page';

const banner = (fields: Partial<Banner> & { id: number }): Banner => ({
  title: null,
  image_url: `/uploads/banner/${fields.id}.png`,
  alt_text: '',
  link_url: null,
  is_external: false,
  is_active: true,
  order_pos: 0,
  active_from: null,
  active_until: null,
  ...fields,
});

const open = (banners: Banner[]) => {
  const api = fakeContentApi('banner', banners);
  renderRoutes([{ path: '/admin/banner', element: <BannerListPage /> }], '/admin/banner');
  return api;
};
const rows = async () => (await screen.findAllByRole('row')).slice(1);

afterEach(() => vi.restoreAllMocks());

describe('banner list', { timeout: 20_000 }, () => {
  it('shows preview, title or Untitled, link or No link, and order, in slideshow order', async () => {
    open([
      banner({ id: 1, title: 'Second', link_url: '/lands', order_pos: 2 }),
      banner({ id: 2, order_pos: 1, image_url: 'https://cdn.example/b.jpg', alt_text: 'Beach' }),
    ]);
    const [first, second] = await rows();
    expect(
      within(first as HTMLElement).getByRole('cell', { name: bannerMessages.untitled }),
    ).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText(bannerMessages.noLink)).toBeInTheDocument();
    expect(within(first as HTMLElement).getByAltText('Beach')).toHaveAttribute(
      'src',
      'https://cdn.example/b.jpg',
    );
    expect(within(second as HTMLElement).getByRole('cell', { name: 'Second' })).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('/lands')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('2')).toBeInTheDocument();
  });

  it('toggles from the badge, updates the row, and clears the success message after 3 s', async () => {
    const api = open([banner({ id: 1, title: 'Sale' })]);
    const [row] = await rows();
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Active' }));
    expect(await screen.findByText(bannerMessages.deactivated)).toBeInTheDocument();
    expect(within(row as HTMLElement).getByRole('button', { name: 'Inactive' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ is_active: false });
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Inactive' }));
    expect(await screen.findByText(bannerMessages.activated)).toBeInTheDocument();
    const shown = Date.now();
    await waitFor(() => expect(screen.queryByText(bannerMessages.activated)).toBeNull(), { timeout: 4000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(2800);
  });

  it('says Error updating banner and leaves the row when the toggle fails', async () => {
    const api = open([banner({ id: 1, title: 'Sale' })]);
    api.failNext('PUT /api/banner/admin/1', 500, 'boom');
    const [row] = await rows();
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bannerMessages.updateError);
    expect(within(row as HTMLElement).getByRole('button', { name: 'Active' })).toBeInTheDocument();
  });

  it('deletes after the spec question and says so; a failed delete says Error deleting banner', async () => {
    const api = open([banner({ id: 1, title: 'Sale' }), banner({ id: 2, title: 'Keep' })]);
    api.failNext('DELETE /api/banner/admin/2', 500, 'boom');
    await userEvent.click(await screen.findByRole('button', { name: /Delete\s*Keep/ }));
    await answerConfirm(bannerMessages.deleteConfirm, true);
    expect(await screen.findByRole('alert')).toHaveTextContent(bannerMessages.deleteError);
    await userEvent.click(screen.getByRole('button', { name: /Delete\s*Sale/ }));
    await answerConfirm(bannerMessages.deleteConfirm, true);
    expect(await screen.findByText(bannerMessages.deleted)).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Sale' })).toBeNull();
    expect(api.rows.map((b) => b.title)).toEqual(['Keep']);
  });

  it('says Error loading banners when the list cannot load', async () => {
    const api = fakeContentApi<Banner>('banner', []);
    api.failNext('GET /api/banner/admin', 500, 'boom');
    renderRoutes([{ path: '/admin/banner', element: <BannerListPage /> }], '/admin/banner');
    expect(await screen.findByRole('alert')).toHaveTextContent(bannerMessages.listLoadError);
  });
});

describe('banner list in Portuguese', { timeout: 20_000 }, () => {
  it('shows preview, Sem título, Sem URL and order with every text in Portuguese', async () => {
    setLanguage('pt-BR');
    open([
      banner({ id: 1, title: 'Promoção', link_url: '/lands', order_pos: 2 }),
      banner({ id: 2, order_pos: 1, alt_text: 'Praia' }),
    ]);
    const [first] = await rows();
    expect(within(first as HTMLElement).getByRole('cell', { name: 'Sem título' })).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Sem URL')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Pré-visualização' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says a banner was switched off in Portuguese', async () => {
    setLanguage('pt-BR');
    open([banner({ id: 1, title: 'Promoção' })]);
    const [row] = await rows();
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Ativo' }));
    expect(await screen.findByText('Banner desativado com sucesso!')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says Erro ao carregar os banners when the list cannot load', async () => {
    setLanguage('pt-BR');
    const api = fakeContentApi<Banner>('banner', []);
    api.failNext('GET /api/banner/admin', 500, 'boom');
    renderRoutes([{ path: '/admin/banner', element: <BannerListPage /> }], '/admin/banner');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar os banners');
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says the empty list in Portuguese', async () => {
    setLanguage('pt-BR');
    open([]);
    expect(await screen.findByText('Nenhum banner ainda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar Banner' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});

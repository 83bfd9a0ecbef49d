import { type Hero, heroMessages } from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { answerConfirm } from '../../test/confirm';
import { englishLeft } from '../../test/english-left';
import { fakeContentApi, renderRoutes } from '../../test/fake-content-api';
import HeroListPage from './hero-list-page';

const hero = (fields: Partial<Hero> & { id: number; title: string }): Hero => ({
  title_color: '#000000',
  description: 'About it',
  button_text: 'Go',
  button_url: '/go',
  button_color: '#ffd700',
  is_external: false,
  open_new_tab: false,
  is_active: true,
  order_pos: 0,
  active_from: null,
  active_until: null,
  ...fields,
});

const open = (heroes: Hero[]) => {
  const api = fakeContentApi('hero', heroes);
  renderRoutes([{ path: '/admin/hero', element: <HeroListPage /> }], '/admin/hero');
  return api;
};
const rowOf = async (title: string) =>
  (await screen.findByRole('cell', { name: title })).closest('tr') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('hero list', () => {
  it('shows the button, both colours and Internal/External with the New Tab marker', async () => {
    open([
      hero({ id: 1, title: 'Inside', button_text: 'Browse', button_url: '/lands' }),
      hero({ id: 2, title: 'Outside', is_external: true, open_new_tab: true, button_color: '#ef4444' }),
    ]);
    const inside = await rowOf('Inside');
    expect(within(inside).getByText('Browse')).toBeInTheDocument();
    expect(within(inside).getByText('/lands')).toBeInTheDocument();
    expect(within(inside).getByText(heroMessages.internal)).toBeInTheDocument();
    expect(within(inside).queryByText(heroMessages.newTab)).toBeNull();
    const outside = await rowOf('Outside');
    expect(within(outside).getByText(heroMessages.external)).toBeInTheDocument();
    expect(within(outside).getByText(heroMessages.newTab)).toBeInTheDocument();
    expect(within(outside).getByText('#ef4444')).toBeInTheDocument();
  });

  it('flips is_active from the badge, sending only that field, and updates the row', async () => {
    const api = open([hero({ id: 1, title: 'Inside' })]);
    const row = await rowOf('Inside');
    await userEvent.click(within(row).getByRole('button', { name: 'Active' }));
    expect(await within(row).findByRole('button', { name: 'Inactive' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/hero/admin/1',
      body: { is_active: false },
    });
    expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('deletes only after the spec question is confirmed', async () => {
    const api = open([hero({ id: 1, title: 'Inside' })]);
    const row = await rowOf('Inside');
    await userEvent.click(within(row).getByRole('button', { name: /Delete/ }));
    await answerConfirm(heroMessages.deleteConfirm, false);
    expect(api.rows).toHaveLength(1);
    await userEvent.click(within(row).getByRole('button', { name: /Delete/ }));
    await answerConfirm(heroMessages.deleteConfirm, true);
    expect(await screen.findByText('No hero sections yet.')).toBeInTheDocument();
    expect(api.rows).toEqual([]);
  });
});

describe('hero list in Portuguese', () => {
  it('shows the sections, their colours and link types with every text in Portuguese', async () => {
    setLanguage('pt-BR');
    open([
      hero({ id: 1, title: 'Seu terreno', description: 'Regiões privadas', button_text: 'Ver terrenos' }),
      hero({
        id: 2,
        title: 'Mercado',
        description: 'Compre',
        button_text: 'Comprar',
        is_external: true,
        open_new_tab: true,
      }),
    ]);
    const outside = await rowOf('Mercado');
    expect(within(outside).getByText('Externo')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Cores' })).toBeInTheDocument();
    expect(within(outside).getByText(/^Botão/)).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('says the empty list in Portuguese after the last section is deleted', async () => {
    setLanguage('pt-BR');
    open([hero({ id: 1, title: 'Seu terreno', description: 'Regiões privadas', button_text: 'Ver' })]);
    const row = await rowOf('Seu terreno');
    await userEvent.click(within(row).getByRole('button', { name: /Excluir/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Tem certeza de que deseja excluir esta seção principal?',
    });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Nenhuma seção principal ainda.')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});

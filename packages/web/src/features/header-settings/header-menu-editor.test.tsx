import { defaultMenus, headerMessages, type MenuItem, menuMessages } from '@land-office/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { answerConfirm } from '../../test/confirm';
import { englishLeft } from '../../test/english-left';
import { fail, on, sent, serve } from '../../test/msw';
import { renderScreen } from '../../test/render-screen';
import HeaderSettingsPage from './header-settings-page';
import { headerServer } from './test-api';

afterEach(() => vi.restoreAllMocks());

// Whole screens typed into by a simulated user: slow under a loaded machine, hence the longer limit.
describe('header menu editor', { timeout: 20_000 }, () => {
  it('creates the seven default menus in order 1 to 7, one POST each', async () => {
    headerServer();
    renderScreen(<HeaderSettingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Default Menus' }));
    expect(await screen.findByText(headerMessages.defaultsCreated)).toBeInTheDocument();
    expect(sent('POST', '/menu/admin')).toEqual(defaultMenus);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(defaultMenus.map((m) => m.label));
    expect(within(rows[6] as HTMLElement).getByText('Order: 7')).toBeInTheDocument();
  });

  it('requires label and URL, adds an item with order 0 by default, badges external and inactive ones', async () => {
    headerServer();
    renderScreen(<HeaderSettingsPage />);
    const user = userEvent.setup();
    const add = await screen.findByRole('form', { name: 'Add menu item' });
    await user.type(within(add).getByLabelText('New item label'), 'Partners');
    await user.click(within(add).getByRole('button', { name: 'Add Menu Item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(headerMessages.menuRequired);
    expect(sent('POST', '/menu/admin')).toEqual([]);

    await user.type(within(add).getByLabelText('New item URL'), 'https://partners.example');
    await user.click(within(add).getByLabelText('External'));
    await user.click(within(add).getByLabelText('Active'));
    await user.click(within(add).getByRole('button', { name: 'Add Menu Item' }));
    expect(await screen.findByText(headerMessages.menuAdded)).toBeInTheDocument();
    expect(sent('POST', '/menu/admin')).toEqual([
      {
        label: 'Partners',
        url: 'https://partners.example',
        is_external: true,
        is_active: false,
        order_pos: 0,
      },
    ]);
    const row = await screen.findByRole('listitem', { name: 'Partners' });
    expect(within(row).getByText('External')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(add).getByLabelText('New item label')).toHaveValue('');
  });

  it("shows the server's refusal of an added item", async () => {
    headerServer();
    serve(
      on.post('/menu/admin', () =>
        fail(400, 'url: an internal page needs a relative URL such as /news', { field: 'url' }),
      ),
    );
    renderScreen(<HeaderSettingsPage />);
    const user = userEvent.setup();
    const add = await screen.findByRole('form', { name: 'Add menu item' });
    await user.type(within(add).getByLabelText('New item label'), 'X');
    await user.type(within(add).getByLabelText('New item URL'), 'https://x.example');
    await user.click(within(add).getByRole('button', { name: 'Add Menu Item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: url: an internal page needs a relative URL such as /news',
    );
  });

  it('edits inline with Save Changes or Cancel, and deletes after the confirm question', async () => {
    const menu: MenuItem[] = [
      { id: 1, label: 'Home', url: '/', is_external: false, is_active: true, order_pos: 1 },
      { id: 2, label: 'News', url: '/news', is_external: false, is_active: true, order_pos: 2 },
    ];
    headerServer(menu);
    renderScreen(<HeaderSettingsPage />);
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'News' })).getByRole('button', { name: 'Edit' }),
    );
    await user.clear(screen.getByLabelText('Edited item label'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Edited item label')).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('listitem', { name: 'News' })).getByRole('button', { name: 'Edit' }),
    );
    expect(screen.getByLabelText('Edited item label')).toHaveValue('News');
    await user.clear(screen.getByLabelText('Edited item label'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(headerMessages.menuRequired);
    await user.type(screen.getByLabelText('Edited item label'), 'Latest News');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(headerMessages.menuUpdated)).toBeInTheDocument();
    expect(sent('PUT', '/menu/admin/2')).toEqual([
      { id: 2, label: 'Latest News', url: '/news', is_external: false, is_active: true, order_pos: 2 },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Latest News' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    const del = () =>
      within(screen.getByRole('listitem', { name: 'Home' })).getByRole('button', { name: 'Delete' });
    await user.click(del());
    await answerConfirm(menuMessages.deleteConfirm, false);
    expect(sent('DELETE', '/menu/admin/1')).toEqual([]);
    await user.click(del());
    await answerConfirm(menuMessages.deleteConfirm, true);
    expect(await screen.findByText(headerMessages.menuDeleted)).toBeInTheDocument();
    await act(async () => {});
    expect(screen.queryByRole('listitem', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('asks before leaving with a half-typed menu item', async () => {
    headerServer();
    const { router } = renderScreen(<HeaderSettingsPage />);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.type(await screen.findByLabelText('New item label'), 'Half');
    await act(() => router.navigate('/admin/dashboard'));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/unsaved changes/));
    expect(router.state.location.pathname).toBe('/admin/screen');
  });
});

describe('header menu editor in Portuguese', { timeout: 20_000 }, () => {
  it('lists, adds and edits menu items in Portuguese', async () => {
    setLanguage('pt-BR');
    headerServer([
      { id: 1, label: 'Início', url: '/', is_external: false, is_active: true, order_pos: 1 },
      {
        id: 2,
        label: 'Parceiros',
        url: 'https://parceiros.example',
        is_external: true,
        is_active: false,
        order_pos: 2,
      },
    ]);
    renderScreen(<HeaderSettingsPage />);
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'Parceiros' });
    expect(within(row).getByText('Ordem: 2')).toBeInTheDocument();
    expect(within(row).getByText('Inativo')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);

    const add = screen.getByRole('form', { name: 'Adicionar item de menu' });
    await user.type(within(add).getByLabelText('Rótulo do novo item'), 'Contato');
    await user.click(within(add).getByRole('button', { name: 'Adicionar Item de Menu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Preencha o rótulo e a URL do item de menu.');
    await user.type(within(add).getByLabelText('URL do novo item'), '/contato');
    await user.click(within(add).getByRole('button', { name: 'Adicionar Item de Menu' }));
    expect(await screen.findByText('Item de menu adicionado com sucesso!')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText('Rótulo do item editado')).toHaveValue('Parceiros');
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('asks before deleting in Portuguese', async () => {
    setLanguage('pt-BR');
    headerServer([{ id: 1, label: 'Início', url: '/', is_external: false, is_active: true, order_pos: 1 }]);
    renderScreen(<HeaderSettingsPage />);
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Início' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Tem certeza de que deseja excluir este item de menu?',
    });
    expect(englishLeft(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Item de menu excluído com sucesso!')).toBeInTheDocument();
  });
});

import { NULL_KEY, supportMessages } from '@land-office/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { support as supportTexts } from '../../i18n/en/support';
import { unsavedChangesMessage } from '../../lib/use-unsaved-changes';
import { englishLeft } from '../../test/english-left';
import { offline, on, sentWith, serve } from '../../test/msw';
import { MARISOL, member, NED, renderScreen, rowOf } from './support-test-stub';

afterEach(() => vi.restoreAllMocks());

const openAddTab = () => userEvent.click(screen.getByRole('tab', { name: supportTexts.addTab }));
const uuidInput = () => screen.getByRole('textbox', { name: /^UUID/ });
const emailInput = () => screen.getByRole('textbox', { name: /^E-mail/ });
/** Pastes a whole value at once (typing 36 characters one by one is slow and tests nothing more). */
const fill = async (input: HTMLElement, text: string) => {
  await userEvent.click(input);
  await userEvent.paste(text);
};
const saveButton = () => screen.getByRole('button', { name: supportTexts.add });

describe('support member form', { timeout: 15_000 }, () => {
  it('moves between the two tabs with the arrow keys, Home and End, one tab in the tab order', async () => {
    renderScreen({ members: [] });
    await screen.findByRole('heading', { name: 'Support Team (0 members)' });
    const listTab = screen.getByRole('tab', { name: supportTexts.listTab });
    const addTab = screen.getByRole('tab', { name: supportTexts.addTab });
    expect(addTab).toHaveAttribute('tabindex', '-1');
    listTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(addTab).toHaveFocus();
    expect(addTab).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('textbox', { name: /^UUID/ })).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(listTab).toHaveFocus();
    expect(listTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(addTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(listTab).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps Save disabled while the uuid is blank and explains a malformed or all-zero key', async () => {
    renderScreen({ members: [] });
    await screen.findByRole('heading', { name: 'Support Team (0 members)' });
    await openAddTab();
    expect(screen.getByRole('tab', { name: supportTexts.addTab })).toHaveAttribute('aria-selected', 'true');
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText(supportMessages.uuidHelp)).toBeInTheDocument();

    const uuid = uuidInput();
    await fill(uuid, '   ');
    expect(saveButton()).toBeDisabled();
    await userEvent.clear(uuid);
    await fill(uuid, 'not-a-key');
    await userEvent.tab();
    expect(await screen.findByText(supportMessages.uuidMalformed)).toBeInTheDocument();
    await userEvent.clear(uuid);
    await fill(uuid, NULL_KEY);
    expect(await screen.findByText(supportMessages.uuidNullKey)).toBeInTheDocument();
    await userEvent.clear(uuid);
    expect(await screen.findByText(supportMessages.uuidRequired)).toBeInTheDocument();
    await fill(emailInput(), 'not-mail');
    await fill(uuid, MARISOL);
    await userEvent.click(saveButton());
    expect(await screen.findByText('email must be an e-mail address')).toBeInTheDocument();
    expect(sentWith('POST')).toEqual([]);
  });

  it('adds a member with languages and roles, then shows the list with a success message', async () => {
    renderScreen({ members: [] });
    await screen.findByRole('heading', { name: 'Support Team (0 members)' });
    await openAddTab();
    await fill(uuidInput(), ` ${MARISOL.toUpperCase()} `);
    await fill(emailInput(), 'marisol@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Portuguese' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'sales' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'owner' }));
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await userEvent.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent(supportMessages.added);
    expect(sentWith('POST')).toEqual([
      {
        path: '/admin/support',
        body: {
          uuid: MARISOL,
          email: 'marisol@example.com',
          languages: 'en,pt',
          roles: ['sales', 'owner'],
          is_active: true,
        },
      },
    ]);
    expect(screen.getByRole('tab', { name: supportTexts.listTab })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Support Team (1 member)' })).toBeInTheDocument();
  });

  it('shows the server message at the top and beside the uuid when it is refused', async () => {
    renderScreen({ members: [], refuse: { status: 409, error: supportMessages.duplicate, field: 'uuid' } });
    await screen.findByRole('heading', { name: 'Support Team (0 members)' });
    await openAddTab();
    await fill(uuidInput(), MARISOL);
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(supportMessages.duplicate);
    expect(screen.getAllByText(supportMessages.duplicate)).toHaveLength(2);
    expect(uuidInput()).toHaveValue(MARISOL);
  });

  it('falls back to the spec text when the save fails without a server message', async () => {
    renderScreen({ members: [] });
    await screen.findByRole('heading', { name: 'Support Team (0 members)' });
    serve(on.post('/admin/support', offline, { once: true }));
    await openAddTab();
    await fill(uuidInput(), MARISOL);
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(supportMessages.saveError);
  });

  it('edits in the add tab, and switching to Add Member while editing clears the form', async () => {
    const stub = {
      members: [
        member({
          id: 7,
          uuid: NED,
          name: 'Harbormaster Ned',
          email: 'ned@example.com',
          languages: 'de,it',
          roles: ['manager' as const],
        }),
      ],
    };
    renderScreen(stub);
    await userEvent.click(within(await rowOf('Harbormaster Ned')).getByRole('button', { name: /Edit/ }));
    expect(screen.getByRole('tab', { name: supportTexts.addTab })).toHaveAttribute('aria-selected', 'true');
    // The member is read (with their version) before the form shows.
    expect(await screen.findByRole('heading', { name: supportTexts.editHeading })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByText('Harbormaster Ned')).toBeInTheDocument();
    expect(uuidInput()).toHaveValue(NED);
    expect(emailInput()).toHaveValue('ned@example.com');
    expect(screen.getByRole('checkbox', { name: 'German' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Italian' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'English' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'manager' })).toBeChecked();

    await openAddTab();
    expect(screen.getByRole('heading', { name: supportTexts.addHeading })).toBeInTheDocument();
    expect(uuidInput()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'German' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('tab', { name: supportTexts.listTab }));
    await userEvent.click(within(await rowOf('Harbormaster Ned')).getByRole('button', { name: /Edit/ }));
    await screen.findByRole('heading', { name: supportTexts.editHeading });
    await userEvent.clear(emailInput());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Italian' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(screen.getByRole('button', { name: supportTexts.update }));

    expect(await screen.findByRole('status')).toHaveTextContent(supportMessages.updated);
    expect(sentWith('PUT')).toEqual([
      {
        path: '/admin/support/7',
        body: { uuid: NED, email: null, languages: 'de', roles: ['manager'], is_active: false },
      },
    ]);
    const row = await rowOf('Harbormaster Ned');
    expect(within(row).getByText('German')).toBeInTheDocument();
    expect(row).toHaveClass('opacity-50');
  });
});

describe('leaving the support screen', () => {
  it('asks first while the form holds unsaved changes', async () => {
    const router = renderScreen({ members: [] });
    await screen.findByRole('heading', { name: 'Support Team (0 members)' });
    await openAddTab();
    await fill(uuidInput(), MARISOL);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await act(() => router.navigate('/admin/dashboard'));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(unsavedChangesMessage));
    expect(router.state.location.pathname).toBe('/admin/support-settings');
  });
});

describe('the support form in Portuguese', { timeout: 15_000 }, () => {
  it('labels every field, language and role in Portuguese, and explains a malformed key', async () => {
    setLanguage('pt-BR');
    renderScreen({ members: [] });
    await screen.findByRole('heading', { name: 'Equipe de Suporte (0 membros)' });
    await userEvent.click(screen.getByRole('tab', { name: 'Adicionar Membro' }));
    expect(screen.getByRole('heading', { name: 'Adicionar Membro' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Espanhol' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'gerente' })).toBeInTheDocument();
    await fill(uuidInput(), 'not-a-key');
    await userEvent.tab();
    expect(await screen.findByText(/^O UUID deve ser uma chave de avatar/)).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('edits a member and says so in Portuguese', async () => {
    setLanguage('pt-BR');
    renderScreen({ members: [member({ id: 7, uuid: NED, name: 'Harbormaster Ned', languages: 'it' })] });
    await userEvent.click(within(await rowOf('Harbormaster Ned')).getByRole('button', { name: /Editar/ }));
    expect(await screen.findByRole('heading', { name: 'Editar Membro' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Italiano' })).toBeChecked();
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar Membro' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Membro atualizado com sucesso!');
  });
});

import { tokenMessages } from '@land-office/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokens as texts } from '../../i18n/en/tokens';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { sentWith } from '../../test/msw';
import { openScreen } from '../../test/open-screen';
import { TOKEN, tokensServer } from './tokens-test-server';

const box = (resource: string, access: 'Read' | 'Write') =>
  within(screen.getByRole('group', { name: resource })).getByRole('checkbox', { name: access });
const addresses = () => screen.getByRole('textbox', { name: texts.form.addresses });
const expiry = () => screen.getByLabelText(texts.form.expires);
const statusBox = () =>
  screen.getByRole('checkbox', { name: (name) => name.startsWith(texts.form.supportStatus) });
const create = () => userEvent.click(screen.getByRole('button', { name: texts.form.create }));

beforeEach(() => session.set({ token: 'tok', admin: testAdmin() }));
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('the scopes of a new token', () => {
  it('ticks Read with Write, clears Write with Read, and reads everything at one press', async () => {
    tokensServer([]);
    const user = userEvent.setup();
    openScreen('/admin/tokens/new');
    await screen.findByRole('group', { name: 'Blog posts' });
    await user.click(box('Menus', 'Write'));
    expect(box('Menus', 'Read')).toBeChecked();
    expect(box('Menus', 'Write')).toBeChecked();
    await user.click(box('Menus', 'Read'));
    expect(box('Menus', 'Write')).not.toBeChecked();
    expect(box('Menus', 'Read')).not.toBeChecked();

    await user.click(box('Services', 'Write'));
    await user.click(screen.getByRole('button', { name: texts.form.readEverything }));
    for (const resource of Object.values(texts.resources)) expect(box(resource, 'Read')).toBeChecked();
    expect(box('Services', 'Write')).toBeChecked();
    expect(box('Blog posts', 'Write')).not.toBeChecked();
    expect(statusBox()).not.toBeChecked();
  });
});

describe('making an API token', () => {
  it('sends name, scopes, expiry on the site clock and an address a line, then shows the token once', async () => {
    const rows = tokensServer([]);
    const user = userEvent.setup();
    openScreen('/admin/tokens/new');
    await user.type(await screen.findByRole('textbox', { name: texts.form.name }), 'Website front end');
    await user.click(box('Menus', 'Write'));
    await user.click(box('Blog posts', 'Read'));
    await user.click(statusBox());
    fireEvent.change(expiry(), { target: { value: '2099-01-15T18:00' } });
    await user.type(addresses(), ' 203.0.113.7 {Enter}{Enter}2001:db8::/32{Enter}');
    await create();

    const shown = await screen.findByRole('region', { name: 'New token: Website front end' });
    expect(sentWith('POST')).toEqual([
      {
        path: '/admin/tokens',
        body: {
          name: 'Website front end',
          scopes: ['blog:read', 'menus:read', 'menus:write', 'support:status'],
          expires_at: '2099-01-15T18:00:00.000Z',
          allowed_addresses: ['203.0.113.7', '2001:db8::/32'],
        },
      },
    ]);
    expect(rows).toHaveLength(1);
    expect(shown).toHaveTextContent(tokenMessages.created);
    const token = within(shown).getByRole('textbox', { name: texts.created.label });
    expect(token).toHaveValue(TOKEN);
    expect(token).toHaveAttribute('readonly');
    const copy = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(shown).getByRole('button', { name: texts.created.copy }));
    expect(copy).toHaveBeenCalledWith(TOKEN);
    expect(within(shown).getByRole('status')).toHaveTextContent(texts.created.copied);

    // Once: after Done the list has it without the token, and a new form starts empty.
    await user.click(screen.getByRole('link', { name: texts.created.done }));
    expect(await screen.findByText('Website front end')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(TOKEN);
    await user.click(screen.getByRole('link', { name: texts.list.add }));
    expect(await screen.findByRole('textbox', { name: texts.form.name })).toHaveValue('');
    expect(screen.queryByDisplayValue(TOKEN)).not.toBeInTheDocument();
  });

  it('asks for a name, a scope and readable addresses before sending', async () => {
    tokensServer([]);
    const user = userEvent.setup();
    openScreen('/admin/tokens/new');
    await user.type(await screen.findByRole('textbox', { name: texts.form.addresses }), 'the office');
    await create();
    expect(await screen.findByText(tokenMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(tokenMessages.scopesRequired)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: texts.form.scopes })).toHaveAttribute('aria-invalid', 'true');
    expect(addresses()).toHaveAttribute('aria-invalid', 'true');
    expect(addresses()).toHaveAccessibleDescription(tokenMessages.addressInvalid('the office'));
    expect(sentWith('POST')).toEqual([]);
  });

  it("shows the server's refusal beside its field", async () => {
    tokensServer([]);
    const user = userEvent.setup();
    openScreen('/admin/tokens/new');
    await user.type(await screen.findByRole('textbox', { name: texts.form.name }), 'Kiosk');
    await user.click(box('Support team', 'Read'));
    await user.type(addresses(), '10.0.0.1{Enter}300.1.2.3/32');
    await create();
    const refusal = tokenMessages.addressInvalid('300.1.2.3/32');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(addresses()).toHaveAttribute('aria-invalid', 'true');
    expect(addresses()).toHaveAccessibleDescription(refusal);
    expect(addresses()).toHaveFocus();

    await user.clear(addresses());
    fireEvent.change(expiry(), { target: { value: '2020-01-01T00:00' } });
    await create();
    await vi.waitFor(() => expect(expiry()).toHaveAttribute('aria-invalid', 'true'));
    expect(expiry()).toHaveAccessibleDescription(new RegExp(tokenMessages.expiryPast));
    expect(screen.queryByRole('region', { name: /^New token/ })).not.toBeInTheDocument();
  });
});

import {
  defaultMenus,
  HeaderButton,
  headerButtonDefaults,
  headerMessages,
  headerSettingsDefaults,
  type MenuItem,
  menuMessages,
  settingsMessages,
} from '@land-office/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderScreen } from '../../test/render-screen';
import HeaderSettingsPage from './header-settings-page';
import { defaultLogo, shownLogoSize } from './logo-preview';

afterEach(() => vi.restoreAllMocks());

/** The header endpoints plus an in-memory menu table behind the menu API. */
function fakeHeaderApi(menu: MenuItem[] = [], extra: Parameters<typeof fakeApi>[0] = {}) {
  let nextId = menu.length + 1;
  const body = (init?: RequestInit) => JSON.parse(String(init?.body));
  const fake = fakeApi({
    'GET /header-settings/admin': () => json(headerSettingsDefaults),
    'GET /header-settings/button': () => json(headerButtonDefaults),
    'GET /menu/admin': () => json(menu),
    'POST /menu/admin': (init) => {
      const item = { id: nextId++, ...body(init) };
      menu.push(item);
      return json({ menu: item });
    },
    ...Object.fromEntries(
      menu.flatMap((item) => [
        [
          `PUT /menu/admin/${item.id}`,
          (init?: RequestInit) => {
            Object.assign(item, body(init));
            return json({ menu: item });
          },
        ],
        [
          `DELETE /menu/admin/${item.id}`,
          () => {
            menu.splice(menu.indexOf(item), 1);
            return new Response(null, { status: 204 });
          },
        ],
      ]),
    ),
    ...extra,
  });
  return fake;
}

const preview = (theme: 'Light' | 'Dark') =>
  within(screen.getByRole('figure', { name: `${theme} theme preview` })).getByRole('img');

describe('logo size rule (spec §5)', () => {
  it('draws 16–200 as given and anything else, or a non-number, as 32', () => {
    expect([16, 200, '48', 15, 201, 'wide', '', null].map(shownLogoSize)).toEqual([
      16, 200, 48, 32, 32, 32, 32, 32,
    ]);
  });
});

describe('header screen', () => {
  it('shows a spinner, then the spec defaults with default logos in both previews', async () => {
    fakeHeaderApi();
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
    fakeHeaderApi([], { 'GET /header-settings/button': () => json({ error: 'down' }, 500) });
    renderScreen(<HeaderSettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.loadError);
  });

  it('previews what is typed and falls back to the default logo when an image fails to load', async () => {
    fakeHeaderApi();
    renderScreen(<HeaderSettingsPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Light Theme Logo URL'), 'https://cdn.example/broken.png');
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
    const { sent } = fakeHeaderApi([], {
      'POST /header-settings/admin/upload-logo': () => json({ logo_url: '/uploads/logos/abc.png' }),
      'PUT /header-settings/admin': (init) =>
        json({ settings: { ...headerSettingsDefaults, ...JSON.parse(String(init?.body)) } }),
    });
    renderScreen(<HeaderSettingsPage />);
    const user = userEvent.setup();
    const file = new File(['png'], 'dark.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Upload dark theme logo'), file);
    expect(await screen.findByText('Dark theme logo uploaded successfully!')).toHaveAttribute(
      'role',
      'status',
    );
    expect((sent('POST', '/header-settings/admin/upload-logo')[0] as FormData).get('logo')).toBe(file);
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
    fakeHeaderApi([], {
      'POST /header-settings/admin/upload-logo': () => json({ error: headerMessages.logoType }, 415),
      'PUT /header-settings/admin': () => json({ error: 'logo_width: must be between 16 and 200' }, 400),
    });
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
    const { sent } = fakeHeaderApi([], {
      'PUT /header-settings/admin/button': (init) =>
        json({ button: HeaderButton.parse({ ...headerButtonDefaults, ...JSON.parse(String(init?.body)) }) }),
    });
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

describe('header menu editor', () => {
  it('creates the seven default menus in order 1 to 7, one POST each', async () => {
    const { sent } = fakeHeaderApi();
    renderScreen(<HeaderSettingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Default Menus' }));
    expect(await screen.findByText(headerMessages.defaultsCreated)).toBeInTheDocument();
    expect(sent('POST', '/menu/admin')).toEqual(defaultMenus);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(defaultMenus.map((m) => m.label));
    expect(within(rows[6] as HTMLElement).getByText('Order: 7')).toBeInTheDocument();
  });

  it('requires label and URL, adds an item with order 0 by default, badges external and inactive ones', async () => {
    const { sent } = fakeHeaderApi();
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
    fakeHeaderApi([], {
      'POST /menu/admin': () =>
        json({ error: 'url: an internal page needs a relative URL such as /news' }, 400),
    });
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
    const { sent } = fakeHeaderApi(menu);
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

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const del = () =>
      within(screen.getByRole('listitem', { name: 'Home' })).getByRole('button', { name: 'Delete' });
    await user.click(del());
    expect(confirm).toHaveBeenCalledWith(menuMessages.deleteConfirm);
    expect(sent('DELETE', '/menu/admin/1')).toEqual([]);
    await user.click(del());
    expect(await screen.findByText(headerMessages.menuDeleted)).toBeInTheDocument();
    await act(async () => {});
    expect(screen.queryByRole('listitem', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('asks before leaving with a half-typed menu item', async () => {
    fakeHeaderApi();
    const { router } = renderScreen(<HeaderSettingsPage />);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.type(await screen.findByLabelText('New item label'), 'Half');
    await act(() => router.navigate('/admin/dashboard'));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/unsaved changes/));
    expect(router.state.location.pathname).toBe('/admin/screen');
  });
});

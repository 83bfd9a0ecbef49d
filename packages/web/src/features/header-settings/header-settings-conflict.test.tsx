import {
  type HeaderButton,
  type HeaderSettings,
  headerButtonDefaults,
  headerMessages,
  headerSettingsDefaults,
} from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { conflict as texts } from '../../i18n/en/conflict';
import { requests } from '../../test/msw';
import { renderScreen } from '../../test/render-screen';
import { versionedDocument } from '../../test/versioned-document';
import { changedBy } from '../../test/versioned-records';
import HeaderSettingsPage from './header-settings-page';
import { headerServer } from './test-api';

/** The logo settings and the button on a server that versions each; the header screen opened. */
function openHeader() {
  headerServer();
  const logo = versionedDocument<HeaderSettings>({
    read: '/header-settings/admin',
    save: '/header-settings/admin',
    replyKey: 'settings',
    document: headerSettingsDefaults,
  });
  const button = versionedDocument<HeaderButton>({
    read: '/header-settings/admin/button',
    save: '/header-settings/admin/button',
    replyKey: 'button',
    document: headerButtonDefaults,
  });
  renderScreen(<HeaderSettingsPage />);
  return { logo, button };
}

const ifMatches = (path: string) =>
  requests()
    .filter((request) => request.method === 'PUT' && request.path === path)
    .map((request) => request.headers.get('if-match'));
const retype = async (label: string | RegExp, text: string) => {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
};
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const sentence = changedBy('Bruno Costa', '2026-11-25 10:00 UTC');

describe('saving header settings someone else changed meanwhile', { timeout: 20_000 }, () => {
  it('sends the version each part was opened at, then the one it was saved at', async () => {
    const { logo, button } = openHeader();
    await retype('Alt Text', 'Our logo');
    await click('Save Header Settings');
    expect(await screen.findByText(headerMessages.settingsSaved)).toBeInTheDocument();
    await retype('Site Name', 'Moonlit Bay');
    await click('Save Header Settings');
    await waitFor(() => expect(logo.document.site_name).toBe('Moonlit Bay'));
    expect(ifMatches('/header-settings/admin')).toEqual(['"v1"', '"v2"']);

    await retype('Button Text', 'Visit');
    await click('Save Button Settings');
    expect(await screen.findByText(headerMessages.buttonSaved)).toBeInTheDocument();
    await retype('Button Text', 'Visit us');
    await click('Save Button Settings');
    await waitFor(() => expect(button.document.text).toBe('Visit us'));
    expect(ifMatches('/header-settings/admin/button')).toEqual(['"v1"', '"v2"']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(logo.document.logo_alt).toBe('Our logo');
  });

  it('offers their logo width, a retyped size left alone, and saves at the version now stored', async () => {
    const { logo } = openHeader();
    await screen.findByLabelText('Alt Text');
    logo.changeElsewhere({ logo_width: 48 });
    await retype('Alt Text', 'Our logo');
    // The same height typed again ("32", the number 32 on the server) is no difference.
    await retype(/^Logo Height/, '32');
    await click('Save Header Settings');

    const dialog = await screen.findByRole('alertdialog', { name: sentence });
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Alt Text', 'Logo Width (px)']);
    const width = within(within(dialog).getByRole('group', { name: 'Logo Width (px)' }));
    await userEvent.click(width.getByRole('radio', { name: texts.takeTheirs }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));

    await waitFor(() => expect(ifMatches('/header-settings/admin')).toEqual(['"v1"', '"v2"']));
    expect(await screen.findByText(headerMessages.settingsSaved)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Logo Width/)).toHaveValue(48);
    expect(screen.getByLabelText('Alt Text')).toHaveValue('Our logo');
    expect(logo.document).toMatchObject({ logo_alt: 'Our logo', logo_width: 48, logo_height: 32 });
  });

  it('offers their button colour and takes it', async () => {
    const { button } = openHeader();
    await screen.findByLabelText('Button Text');
    button.changeElsewhere({ color_light: '#112233' }, 'Ana Lima', '2026-11-26 09:30 UTC');
    await retype('Button Text', 'Visit');
    await click('Save Button Settings');

    const dialog = await screen.findByRole('alertdialog', {
      name: changedBy('Ana Lima', '2026-11-26 09:30 UTC'),
    });
    const colour = within(within(dialog).getByRole('group', { name: 'Light Colour' }));
    await userEvent.click(colour.getByRole('radio', { name: texts.takeTheirs }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));

    await waitFor(() => expect(ifMatches('/header-settings/admin/button')).toEqual(['"v1"', '"v2"']));
    expect(await screen.findByText(headerMessages.buttonSaved)).toBeInTheDocument();
    expect(screen.getByLabelText('Light Colour')).toHaveValue('#112233');
    expect(screen.getByLabelText('Button Text')).toHaveValue('Visit');
    expect(button.document).toMatchObject({ text: 'Visit', color_light: '#112233' });
  });
});

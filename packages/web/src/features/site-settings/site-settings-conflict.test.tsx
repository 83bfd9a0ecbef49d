import {
  type SecuritySettings,
  type SiteSettings,
  settingsMessages,
  siteSettingsDefaults,
  siteSettingsMessages,
} from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { conflict as texts } from '../../i18n/en/conflict';
import { on, requests, serve } from '../../test/msw';
import { renderScreen } from '../../test/render-screen';
import { versionedDocument } from '../../test/versioned-document';
import { changedBy } from '../../test/versioned-records';
import SiteSettingsPage from './site-settings-page';

/** The site settings on a server that versions them; the screen opened. */
function openSettings() {
  serve(on.get<SecuritySettings>('/admin/security-settings', () => ({ require_two_factor: false })));
  const server = versionedDocument<SiteSettings>({
    read: '/site-settings/admin',
    save: '/site-settings/admin',
    replyKey: 'settings',
    document: { ...siteSettingsDefaults, site_title: 'Sunny Isles' },
  });
  renderScreen(<SiteSettingsPage />);
  return server;
}

const ifMatches = () =>
  requests()
    .filter((request) => request.method === 'PUT' && request.path === '/site-settings/admin')
    .map((request) => request.headers.get('if-match'));
const retype = async (label: string, text: string) => {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
};
const saveSettings = () => userEvent.click(screen.getByRole('button', { name: settingsMessages.save }));

describe('saving site settings someone else changed meanwhile', { timeout: 20_000 }, () => {
  it('sends the version the settings were opened at, then the one they were saved at', async () => {
    const { document } = openSettings();
    await retype('Site Title', 'Moonlit Bay');
    await saveSettings();
    expect(await screen.findByText(siteSettingsMessages.saved)).toBeInTheDocument();
    await waitFor(() => expect(ifMatches()).toEqual(['"v1"']));

    await retype('Footer Text', 'See you soon');
    await saveSettings();
    await waitFor(() => expect(document.footer_text).toBe('See you soon'));
    expect(ifMatches()).toEqual(['"v1"', '"v2"']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(document.site_title).toBe('Moonlit Bay');
  });

  it('shows their Header Behaviour as the form does, and takes it', async () => {
    const { document, changeElsewhere } = openSettings();
    await screen.findByLabelText('Site Title');
    changeElsewhere({ header_fixed: true });
    await retype('Site Title', 'Moonlit Bay');
    await saveSettings();

    const dialog = await screen.findByRole('alertdialog', {
      name: changedBy('Bruno Costa', '2026-11-25 10:00 UTC'),
    });
    // The two that differ: mine, and theirs read as the select holds it. Their null e-mail and
    // analytics IDs are the form's empty inputs, no difference.
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Site Title', 'Header Behaviour']);
    const behaviour = within(within(dialog).getByRole('group', { name: 'Header Behaviour' }));
    await userEvent.click(behaviour.getByRole('radio', { name: texts.takeTheirs }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));

    await waitFor(() => expect(ifMatches()).toEqual(['"v1"', '"v2"']));
    expect(await screen.findByText(siteSettingsMessages.saved)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Header Behaviour')).toHaveDisplayValue('Fixed');
    expect(screen.getByLabelText('Site Title')).toHaveValue('Moonlit Bay');
    expect(document).toMatchObject({ site_title: 'Moonlit Bay', header_fixed: true });
  });
});

import {
  type AvailableLandSettings,
  availableLandMessages,
  availableLandSettingsDefaults,
} from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { conflict as texts } from '../../i18n/en/conflict';
import { requests } from '../../test/msw';
import { renderScreen } from '../../test/render-screen';
import { versionedDocument } from '../../test/versioned-document';
import { changedBy } from '../../test/versioned-records';
import { PageSettingsTab } from './page-settings-tab';

/** The page settings on a server that versions them; the tab opened. */
function openTab() {
  const server = versionedDocument<AvailableLandSettings>({
    read: '/available-land-settings/admin',
    save: '/available-land-settings',
    replyKey: 'settings',
    document: { id: 1, ...availableLandSettingsDefaults },
  });
  renderScreen(<PageSettingsTab />);
  return server;
}

const ifMatches = () =>
  requests()
    .filter((request) => request.method === 'PUT' && request.path === '/available-land-settings')
    .map((request) => request.headers.get('if-match'));
const retype = async (label: string, text: string) => {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
};
const savePage = () => userEvent.click(screen.getByRole('button', { name: 'Save Page Settings' }));

describe('saving the page settings someone else changed meanwhile', { timeout: 20_000 }, () => {
  it('sends the version the settings were opened at, then the one they were saved at', async () => {
    const { document } = openTab();
    await retype('Page Title', 'Parcels');
    await savePage();
    expect(await screen.findByText(availableLandMessages.saved)).toBeInTheDocument();
    await retype('Page Subtitle', 'Rent or buy');
    await savePage();
    await waitFor(() => expect(document.page_subtitle).toBe('Rent or buy'));
    expect(ifMatches()).toEqual(['"v1"', '"v2"']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(document.page_title).toBe('Parcels');
  });

  it('offers their default view and takes it', async () => {
    const { document, changeElsewhere } = openTab();
    await screen.findByLabelText('Page Title');
    changeElsewhere({ default_view: 'list' });
    await retype('Page Title', 'Parcels');
    await savePage();

    const dialog = await screen.findByRole('alertdialog', {
      name: changedBy('Bruno Costa', '2026-11-25 10:00 UTC'),
    });
    const view = within(within(dialog).getByRole('group', { name: 'Default View' }));
    await userEvent.click(view.getByRole('radio', { name: texts.takeTheirs }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));

    await waitFor(() => expect(ifMatches()).toEqual(['"v1"', '"v2"']));
    expect(await screen.findByText(availableLandMessages.saved)).toBeInTheDocument();
    expect(screen.getByLabelText('List (table layout)')).toBeChecked();
    expect(screen.getByLabelText('Page Title')).toHaveValue('Parcels');
    expect(document).toMatchObject({ page_title: 'Parcels', default_view: 'list' });
  });
});

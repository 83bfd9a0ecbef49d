import {
  availableLandMessages,
  availableLandSettingsDefaults,
  settingsMessages,
} from '@land-office/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { fakeApi, json, renderScreen } from '../../test/render-screen';
import { PageSettingsTab } from './page-settings-tab';

const stored = { id: 1, ...availableLandSettingsDefaults };

afterEach(() => {
  session.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Whole screens typed into by a simulated user: slow under a loaded machine, hence the longer limit.
describe('available land page settings tab', { timeout: 20_000 }, () => {
  it('shows a spinner, then the stored settings with grid as the default view', async () => {
    fakeApi({ 'GET /available-land-settings': () => json(stored) });
    renderScreen(<PageSettingsTab />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByLabelText('Page Title')).toHaveValue(availableLandSettingsDefaults.page_title);
    expect(screen.getByLabelText('Grid (card layout)')).toBeChecked();
    expect(screen.getByLabelText('List (table layout)')).not.toBeChecked();
    expect(screen.getByLabelText('Show search filters')).toBeChecked();
  });

  it('says Error loading settings when the load fails', async () => {
    fakeApi({ 'GET /available-land-settings': () => json({ error: 'down' }, 500) });
    renderScreen(<PageSettingsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(settingsMessages.loadError);
  });

  it('saves with the token and clears the success banner after 3 s', async () => {
    session.set({ token: 'tok-123', admin: { id: 1, username: 'a', email: 'a@example.com' } });
    const { spy, sent } = fakeApi({
      'GET /available-land-settings': () => json(stored),
      'PUT /available-land-settings': (init) =>
        json({ settings: { ...stored, ...JSON.parse(String(init?.body)) } }),
    });
    renderScreen(<PageSettingsTab />);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Page Title'));
    await user.type(screen.getByLabelText('Page Title'), 'Parcels');
    await user.click(screen.getByLabelText('List (table layout)'));
    await user.click(screen.getByLabelText('Show search filters'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Save Page Settings' }));
    expect(await screen.findByText(availableLandMessages.saved)).toHaveAttribute('role', 'status');
    expect(sent('PUT', '/available-land-settings')).toEqual([
      {
        ...availableLandSettingsDefaults,
        page_title: 'Parcels',
        default_view: 'list',
        show_search_card: false,
      },
    ]);
    const put = spy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(new Headers(put?.[1]?.headers).get('authorization')).toBe('Bearer tok-123');
    await act(async () => vi.advanceTimersByTime(3100));
    expect(screen.queryByText(availableLandMessages.saved)).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside its field, and the spec text when the server is unreachable", async () => {
    const answers = [
      () => json({ error: 'page_title: Page title is required' }, 400),
      () => {
        throw new TypeError('offline');
      },
    ];
    fakeApi({
      'GET /available-land-settings': () => json(stored),
      'PUT /available-land-settings': () => (answers.shift() as () => Response)(),
    });
    renderScreen(<PageSettingsTab />);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Page Title'));
    await user.click(screen.getByRole('button', { name: 'Save Page Settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: page_title: Page title is required');
    expect(screen.getByText('Page title is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Page Settings' }));
    expect(await screen.findByText(availableLandMessages.saveError)).toHaveAttribute('role', 'alert');
  });
});

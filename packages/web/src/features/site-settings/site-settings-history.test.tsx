import {
  historyMessages,
  type RestoredRevision,
  type RevisionDetail,
  type RevisionPage,
  type SecuritySettings,
  type SiteSettings,
  siteSettingsDefaults,
} from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerConfirm } from '../../test/confirm';
import { on, requests, serve } from '../../test/msw';
import { renderScreen } from '../../test/render-screen';
import SiteSettingsPage from './site-settings-page';

const earlier: SiteSettings = { ...siteSettingsDefaults, site_title: 'Sunny Isles' };

describe('the site settings History', () => {
  it('lists the document’s versions by their labels and restores one into the form', async () => {
    let stored: SiteSettings = { ...earlier, site_title: 'Rainy Isles', footer_text: 'Bye' };
    const version = (id: number) => ({
      id,
      resource: 'site_settings',
      resource_id: 'site',
      action: 'save' as const,
      at: new Date(Date.now() - id * 3_600_000).toISOString(),
      user_id: 1,
      display_name: 'Ana Lima',
      summary: 'Changed: site_title, footer_text',
    });
    serve(
      on.get<SecuritySettings>('/admin/security-settings', () => ({ require_two_factor: false })),
      on.get<SiteSettings>('/site-settings/admin', () => stored),
      on.get<RevisionPage>('/admin/revisions', () => ({
        revisions: [version(1), version(2)],
        next_before: null,
      })),
      on.get<RevisionDetail>('/admin/revisions/2', () => ({ ...version(2), data: earlier, previous: null })),
      on.post<RestoredRevision>('/admin/revisions/2/restore', () => {
        stored = earlier;
        return { resource: 'site_settings', resource_id: 'site', data: earlier };
      }),
    );
    renderScreen(<SiteSettingsPage />);
    expect(await screen.findByLabelText('Site Title')).toHaveValue('Rainy Isles');
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Versions' });
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('Changed: Site Title, Footer Text');
    // A settings document is asked for by its resource alone.
    const asked = requests().find((request) => request.path === '/admin/revisions');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ resource: 'site_settings' });

    await userEvent.click(within(list).getAllByRole('button')[1] as HTMLElement);
    const changes = await screen.findByRole('region', { name: /^Version of / });
    // The first version: its values are all new.
    expect(within(changes).getByRole('heading', { name: 'Site Title' })).toBeInTheDocument();
    expect(changes.querySelector('del')).toBeNull();
    await userEvent.click(within(changes).getByRole('button', { name: 'Restore this version' }));
    await answerConfirm(historyMessages.restoreConfirm, true);
    expect(await screen.findByText(historyMessages.restored)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Sunny Isles')).toBe(screen.getByLabelText('Site Title'));
  });
});

import { webhookMessages } from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webhooks as texts } from '../../i18n/en/webhooks';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { sentWith } from '../../test/msw';
import { openScreen, SECRET, webhook, webhooksServer } from './webhooks-test-server';

const field = (label: string) => screen.getByRole('textbox', { name: label });
const urlField = () => screen.getByLabelText('URL');

beforeEach(() => session.set({ token: 'tok', admin: testAdmin() }));
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('adding a webhook endpoint', () => {
  it('sends the events ticked and the format chosen, then shows the secret once with a copy button', async () => {
    const api = webhooksServer([]);
    const user = userEvent.setup();
    openScreen('/admin/webhooks/new');
    await user.type(await screen.findByLabelText('URL'), 'https://discord.com/api/webhooks/9/tok');
    await user.type(field('Description'), 'Sales channel');
    const events = screen.getByRole('group', { name: 'Events' });
    expect(
      within(events)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      'New listing',
      'Listing gone',
      'Listing price changed',
      'Land scrape failed',
      'Blog post published',
      'Support status changed',
    ]);
    await user.click(within(events).getByRole('checkbox', { name: 'New listing' }));
    await user.click(within(events).getByRole('checkbox', { name: 'Listing price changed' }));
    const format = screen.getByRole('combobox', { name: 'Format' });
    expect(format).toHaveAccessibleDescription(texts.form.formatHint.standard);
    await user.selectOptions(format, 'Discord');
    expect(format).toHaveAccessibleDescription(texts.form.formatHint.discord);
    await user.click(screen.getByRole('button', { name: texts.form.create }));

    const shown = await screen.findByRole('region', { name: texts.secret.title });
    expect(sentWith('POST')).toEqual([
      {
        path: '/admin/webhooks',
        body: {
          url: 'https://discord.com/api/webhooks/9/tok',
          description: 'Sales channel',
          events: ['listing.new', 'listing.price_changed'],
          format: 'discord',
          enabled: true,
        },
      },
    ]);
    expect(api.rows).toHaveLength(1);
    expect(shown).toHaveTextContent(texts.secret.once);
    const secret = within(shown).getByRole('textbox', { name: texts.secret.label });
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute('readonly');
    const copy = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(shown).getByRole('button', { name: texts.secret.copy }));
    expect(copy).toHaveBeenCalledWith(SECRET);
    expect(within(shown).getByRole('status')).toHaveTextContent(texts.secret.copied);

    // Once: back on the list, nowhere to be seen again.
    await user.click(screen.getByRole('link', { name: texts.secret.back }));
    expect(await screen.findByText('https://discord.com/api/webhooks/9/tok')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('asks for at least one event before sending, and shows a refused address beside the URL', async () => {
    webhooksServer([]);
    const user = userEvent.setup();
    openScreen('/admin/webhooks/new');
    await user.type(await screen.findByLabelText('URL'), 'http://10.0.0.1/hook');
    await user.click(screen.getByRole('button', { name: texts.form.create }));
    expect(await screen.findByText(webhookMessages.eventsRequired)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Events' })).toHaveAttribute('aria-invalid', 'true');
    expect(sentWith('POST')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Land scrape failed' }));
    await user.click(screen.getByRole('button', { name: texts.form.create }));
    const refused = /^This URL cannot receive webhooks: Address not allowed: 10\.0\.0\.1/;
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
    expect(urlField()).toHaveAccessibleDescription(refused);
    expect(urlField()).toHaveFocus();
    expect(screen.queryByRole('region', { name: texts.secret.title })).not.toBeInTheDocument();
  });
});

describe('editing a webhook endpoint', () => {
  it('opens with its values and saves what changed, without a secret', async () => {
    const api = webhooksServer([
      webhook({ id: 3, url: 'https://crm.example/hook', events: ['blog.published'], description: 'CRM' }),
    ]);
    const user = userEvent.setup();
    openScreen('/admin/webhooks/edit/3');
    expect(await screen.findByLabelText('URL')).toHaveValue('https://crm.example/hook');
    expect(screen.getByRole('checkbox', { name: 'Blog post published' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New listing' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Support status changed' }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${texts.form.enabled}`) }));
    await user.click(screen.getByRole('button', { name: texts.form.save }));
    await vi.waitFor(() => expect(sentWith('PUT')).toHaveLength(1));
    expect(sentWith('PUT')[0]).toEqual({
      path: '/admin/webhooks/3',
      body: {
        url: 'https://crm.example/hook',
        description: 'CRM',
        events: ['blog.published', 'support.status_changed'],
        format: 'standard',
        enabled: false,
      },
    });
    expect(api.rows[0]).toMatchObject({
      enabled: false,
      events: ['blog.published', 'support.status_changed'],
    });
  });

  it('says an endpoint that is not there is not found', async () => {
    webhooksServer([]);
    openScreen('/admin/webhooks/edit/77');
    expect(await screen.findByRole('alert')).toHaveTextContent(webhookMessages.notFound);
  });
});

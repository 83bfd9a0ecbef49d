import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { webhooks as texts } from '../../i18n/en/webhooks';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { answerConfirm } from '../../test/confirm';
import { englishLeft } from '../../test/english-left';
import { sentWith } from '../../test/msw';
import { openScreen, webhook, webhooksServer } from './webhooks-test-server';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const sales = webhook({
  id: 1,
  url: 'https://discord.com/api/webhooks/1/abc',
  description: 'Sales channel',
  events: ['listing.new', 'listing.price_changed'],
  format: 'discord',
  last_delivery: { state: 'succeeded', at: minutesAgo(5) },
});
const crm = webhook({
  id: 2,
  url: 'https://crm.example/hooks/land',
  events: ['blog.published'],
  enabled: false,
  disabled_at: minutesAgo(60),
  consecutive_failures: 20,
  last_delivery: { state: 'failed', at: minutesAgo(60) },
});
const rowOf = async (url: string) =>
  (await screen.findByText(url, { selector: '[data-webhook-url]' })).closest('tr') as HTMLElement;

beforeEach(() => session.set({ token: 'tok', admin: testAdmin() }));
afterEach(() => session.clear());

describe('the webhooks list', () => {
  it('shows URL, events, format, switch and last delivery, and marks one switched off by failures', async () => {
    webhooksServer([sales, crm]);
    openScreen('/admin/webhooks');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['URL', 'Events', 'Format', 'Enabled', 'Last delivery', 'Actions']);
    const first = within(await rowOf(sales.url));
    expect(first.getByText('Sales channel')).toBeInTheDocument();
    expect(first.getByText('New listing, Listing price changed')).toBeInTheDocument();
    expect(first.getByText('Discord')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'On' })).toHaveAttribute('aria-pressed', 'true');
    expect(first.getByText('Delivered')).toBeInTheDocument();
    expect(first.getByText('5 minutes ago')).toBeInTheDocument();
    expect(first.queryByRole('note')).not.toBeInTheDocument();
    expect(first.getByRole('link', { name: `Deliveries of ${sales.url}` })).toHaveAttribute(
      'href',
      '/admin/webhooks/1/deliveries',
    );

    const second = within(await rowOf(crm.url));
    expect(second.getByRole('note')).toHaveTextContent(texts.list.disabledByFailures);
    expect(second.getByRole('button', { name: 'Off' })).toHaveAttribute('aria-pressed', 'false');
    expect(second.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.list.add })).toHaveAttribute('href', '/admin/webhooks/new');
  });

  it('switches an endpoint on with its toggle, and deletes one after asking', async () => {
    const api = webhooksServer([sales, crm]);
    openScreen('/admin/webhooks');
    await userEvent.click(within(await rowOf(crm.url)).getByRole('button', { name: 'Off' }));
    expect(await screen.findByText(texts.list.switchedOn)).toBeInTheDocument();
    expect(sentWith('PUT')).toEqual([{ path: '/admin/webhooks/2', body: { enabled: true } }]);

    await userEvent.click(
      within(await rowOf(sales.url)).getByRole('button', { name: `Delete ${sales.url}` }),
    );
    await answerConfirm(texts.list.deleteConfirm, false);
    expect(sentWith('DELETE')).toEqual([]);
    await userEvent.click(
      within(await rowOf(sales.url)).getByRole('button', { name: `Delete ${sales.url}` }),
    );
    await answerConfirm(texts.list.deleteConfirm, true);
    expect(await screen.findByText(texts.list.deleted)).toBeInTheDocument();
    expect(sentWith('DELETE')).toEqual([{ path: '/admin/webhooks/1', body: undefined }]);
    expect(api.rows.map((row) => row.id)).toEqual([2]);
  });

  it('says so when there is none, and reads in Portuguese with no English left', async () => {
    webhooksServer([]);
    setLanguage('pt-BR');
    openScreen('/admin/webhooks');
    expect(await screen.findByText('Nenhum endpoint de webhook ainda.')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});

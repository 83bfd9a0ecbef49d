import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { webhooks as texts } from '../../i18n/en/webhooks';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { englishLeft } from '../../test/english-left';
import { sentWith } from '../../test/msw';
import { delivery, openScreen, webhook, webhooksServer } from './webhooks-test-server';

const endpoint = webhook({ id: 4, url: 'https://crm.example/hook' });
const rows = async () => (await screen.findByRole('table')).querySelectorAll('tbody tr');

const retried = delivery({
  id: 10,
  message_id: 'msg_retried',
  state: 'succeeded',
  attempts: [
    {
      at: '2026-11-29T10:00:00.000Z',
      status_code: 500,
      duration_ms: 12,
      response_excerpt: 'not yet',
      outcome: 'failed',
    },
    {
      at: '2026-11-29T10:00:30.000Z',
      status_code: null,
      duration_ms: 10000,
      response_excerpt: 'Timed out after 10000 ms',
      outcome: 'failed',
    },
    {
      at: '2026-11-29T10:02:30.000Z',
      status_code: 200,
      duration_ms: 40,
      response_excerpt: 'ok',
      outcome: 'succeeded',
    },
  ],
});
const batch = delivery({
  id: 11,
  event_type: 'batch',
  event_count: 51,
  events: [
    { type: 'listing.new', count: 48 },
    { type: 'listing.price_changed', count: 3 },
  ],
  state: 'failed',
});
const older = delivery({ id: 3, event_type: 'blog.published' });

beforeEach(() => session.set({ token: 'tok', admin: testAdmin() }));
afterEach(() => session.clear());

describe("an endpoint's delivery log", () => {
  it('shows each delivery with its event, state and every try, newest first, a page at a time', async () => {
    webhooksServer([endpoint], { 4: [older, retried, batch] });
    openScreen('/admin/webhooks/4/deliveries');
    expect(
      await screen.findByText(`Every delivery to ${endpoint.url}, newest first, with each try.`),
    ).toBeInTheDocument();
    const [first, second] = await rows();
    expect(first).toHaveTextContent('Scraper run (51 events)');
    // Which events the run's delivery carried, by kind.
    expect(
      within(first as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New listing × 48', 'Listing price changed × 3']);
    expect(first).toHaveTextContent('Failed');
    const tries = within(second as HTMLElement).getAllByRole('listitem');
    expect(second).toHaveTextContent('msg_retried');
    expect(second).toHaveTextContent('Delivered');
    expect(tries.map((item) => item.textContent?.replace(/^[^·]+· /, ''))).toEqual([
      '500 in 12 ms · failednot yet',
      'No answer in 10000 ms · failedTimed out after 10000 ms',
      '200 in 40 ms · deliveredok',
    ]);
    await userEvent.click(screen.getByRole('button', { name: texts.log.more }));
    expect(await screen.findByText('Blog post published')).toBeInTheDocument();
    expect(await rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: texts.log.more })).not.toBeInTheDocument();
  });

  it('sends a test event and shows it in the log', async () => {
    webhooksServer([endpoint], {});
    openScreen('/admin/webhooks/4/deliveries');
    expect(await screen.findByText(texts.log.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.log.sendTest }));
    expect(await screen.findByText(texts.log.testQueued)).toBeInTheDocument();
    expect(sentWith('POST')).toEqual([{ path: '/admin/webhooks/4/test', body: undefined }]);
    const [queued] = await rows();
    expect(queued).toHaveTextContent('Test event');
    expect(queued).toHaveTextContent('Pending');
  });

  it('reads in Portuguese with no English left but the messages themselves', async () => {
    webhooksServer([endpoint], { 4: [retried] });
    setLanguage('pt-BR');
    openScreen('/admin/webhooks/4/deliveries');
    expect(await screen.findByRole('button', { name: 'Enviar evento de teste' })).toBeInTheDocument();
    await rows();
    expect(englishLeft(document.body).filter((text) => !/not yet|Timed out|msg_|ok$/.test(text))).toEqual([]);
  });
});

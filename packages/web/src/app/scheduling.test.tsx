import {
  type Banner,
  type BlogPostSummary,
  bannerType,
  type ContentPage,
  type Faq,
  faqType,
  type Me,
} from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import { fromZonedInput, toZonedInput } from '../lib/site-time';
import { testAdmin } from '../test/admins';
import { contentPageOf } from '../test/content-page';
import { contentServer } from '../test/content-server';
import { on, serve } from '../test/msw';
import { renderRoutes } from '../test/render-routes';
import { routes } from './routes';

vi.mock('../components/rich-text-editor', () => import('../test/plain-rich-text-editor'));

/** The whole admin at `path`, its site on São Paulo's clock (UTC−3, no daylight saving). */
function openIn(timezone: string, path: string) {
  const admin = testAdmin();
  session.set({ token: 'tok', admin });
  serve(on.get<Me>('/admin/auth/me', () => ({ admin, site: { timezone, url: null, served: true } })));
  return renderRoutes(routes, path);
}

afterEach(() => session.clear());

const faq = (fields: Partial<Faq> & { id: number }): Faq => ({
  question: `Question ${fields.id}`,
  answer: '<p>Answer</p>',
  category: null,
  is_active: true,
  order_pos: fields.id,
  active_from: null,
  active_until: null,
  ...fields,
});

describe('times on the site clock', () => {
  it('reads and writes a picker value as the instant it names in the zone, across a daylight-saving gap', () => {
    expect(toZonedInput('2026-12-04T21:00:00.000Z', 'America/Sao_Paulo')).toBe('2026-12-04T18:00');
    expect(fromZonedInput('2026-12-04T18:00', 'America/Sao_Paulo')).toBe('2026-12-04T21:00:00.000Z');
    // Lisbon in summer is UTC+1, in winter UTC+0.
    expect(fromZonedInput('2026-07-01T09:30', 'Europe/Lisbon')).toBe('2026-07-01T08:30:00.000Z');
    expect(fromZonedInput('2026-12-01T09:30', 'Europe/Lisbon')).toBe('2026-12-01T09:30:00.000Z');
    // 01:30 on 29 March does not exist in Lisbon (01:00 → 02:00): the gap moves it forward.
    expect(fromZonedInput('2026-03-29T01:30', 'Europe/Lisbon')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromZonedInput('', 'UTC')).toBeNull();
    expect(toZonedInput(null, 'UTC')).toBe('');
  });
});

describe('scheduling in the admin', () => {
  it('picks a seasonal window on the site clock, sends it as UTC, and clears it', async () => {
    const api = contentServer(faqType, [faq({ id: 1 })]);
    openIn('America/Sao_Paulo', '/admin/faq/edit/1');
    const from = await screen.findByLabelText('Show from');
    expect(screen.getAllByText('Time zone: America/Sao_Paulo')).toHaveLength(2);

    await userEvent.type(from, '2026-12-01T09:00');
    await userEvent.type(screen.getByLabelText('Show until'), '2026-12-31T23:59');
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ Entry' }));
    await screen.findByRole('cell', { name: 'Question 1' });
    expect(api.rows[0]).toMatchObject({
      active_from: '2026-12-01T12:00:00.000Z',
      active_until: '2027-01-01T02:59:00.000Z',
    });
  });

  it('refuses a window that ends before it starts, beside the field, before sending', async () => {
    const api = contentServer(faqType, [faq({ id: 1 })]);
    openIn('UTC', '/admin/faq/edit/1');
    await userEvent.type(await screen.findByLabelText('Show from'), '2026-12-10T09:00');
    await userEvent.type(screen.getByLabelText('Show until'), '2026-12-01T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ Entry' }));
    expect(await screen.findByText(/must be after/)).toBeInTheDocument();
    expect(api.rows[0]?.active_from).toBeNull();
  });

  it('shows a stored window on the site clock and empties it with Clear', async () => {
    const api = contentServer(faqType, [faq({ id: 1, active_until: '2027-01-01T02:59:00.000Z' })]);
    openIn('America/Sao_Paulo', '/admin/faq/edit/1');
    expect(await screen.findByLabelText('Show until')).toHaveValue('2026-12-31T23:59');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Show until' }));
    expect(screen.getByLabelText('Show until')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ Entry' }));
    await screen.findByRole('cell', { name: 'Question 1' });
    expect(api.rows[0]?.active_until).toBeNull();
  });

  it('marks scheduled, ending and ended rows in a list, with times on the site clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-15T12:00:00Z') });
    try {
      contentServer(bannerType, [
        banner(1, 'Later', { active_from: '2026-12-24T21:00:00.000Z' }),
        banner(2, 'Running', { active_until: '2027-01-01T02:59:00.000Z' }),
        banner(3, 'Over', { active_until: '2026-12-01T03:00:00.000Z' }),
        banner(4, 'Always', {}),
      ]);
      openIn('America/Sao_Paulo', '/admin/banner');
      const row = async (alt: string) =>
        within((await screen.findByRole('img', { name: alt })).closest('tr') as HTMLElement);
      expect((await row('Later')).getByText('Scheduled · Dec 24, 2026, 6:00 PM')).toBeInTheDocument();
      expect((await row('Running')).getByText('Ends Dec 31, 2026, 11:59 PM')).toBeInTheDocument();
      expect((await row('Over')).getByText('Ended Dec 1, 2026, 12:00 AM')).toBeInTheDocument();
      expect((await row('Always')).queryByText(/Scheduled|Ends|Ended/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('schedules a post and marks it Scheduled in the list until its time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-15T12:00:00Z') });
    try {
      const summary = (fields: Partial<BlogPostSummary> & { id: number }): BlogPostSummary => ({
        title: `Post ${fields.id}`,
        slug: `post-${fields.id}`,
        excerpt: null,
        image_url: null,
        published: true,
        publish_at: null,
        created_at: '2026-12-01T10:00:00.000Z',
        updated_at: '2026-12-01T10:00:00.000Z',
        author: null,
        reading_minutes: 1,
        auto_excerpt: '',
        ...fields,
      });
      serve(
        on.get<ContentPage<BlogPostSummary>>('/blog/admin', ({ query }) =>
          contentPageOf(
            [
              summary({ id: 1, title: 'Friday sale', publish_at: '2026-12-18T21:00:00.000Z' }),
              summary({ id: 2, title: 'Old news', publish_at: '2026-12-01T21:00:00.000Z' }),
              summary({
                id: 3,
                title: 'Draft with a date',
                published: false,
                publish_at: '2026-12-20T21:00:00.000Z',
              }),
            ],
            query,
          ),
        ),
      );
      openIn('America/Sao_Paulo', '/admin/blog');
      const row = async (title: string) =>
        within((await screen.findByRole('cell', { name: title })).closest('tr') as HTMLElement);
      expect((await row('Friday sale')).getByText('Scheduled · Dec 18, 2026, 6:00 PM')).toBeInTheDocument();
      expect((await row('Old news')).queryByText(/Scheduled/)).toBeNull();
      expect((await row('Draft with a date')).queryByText(/Scheduled/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

function banner(id: number, alt: string, window: Partial<Banner>): Banner {
  return {
    id,
    title: null,
    image_url: `/uploads/banner/${id}.png`,
    alt_text: alt,
    link_url: null,
    is_external: false,
    is_active: true,
    order_pos: id,
    active_from: null,
    active_until: null,
    ...window,
  };
}

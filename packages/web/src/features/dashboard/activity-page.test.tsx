import type {
  ActivityEntry,
  ActivityPage as ActivityPageBody,
  ActivityResources,
} from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { dashboard } from '../../i18n/pt-BR/dashboard';
import { englishLeft } from '../../test/english-left';
import { fail, on, requests, serve } from '../../test/msw';
import ActivityPage from './activity-page';
import { renderAt } from './test-render';

const entries: ActivityEntry[] = Array.from({ length: 30 }, (_, i) => ({
  id: 30 - i,
  at: '2026-11-23T10:00:00.000Z',
  admin_id: i % 3 ? 1 : 2,
  username: i % 3 ? 'ana' : 'bruno',
  display_name: i % 3 ? 'Ana Lima' : 'Bruno Costa',
  action: 'update',
  resource: i % 2 ? 'menu' : 'service',
  resource_id: String(100 + i),
  summary: `Changed: field${30 - i}`,
  ip: null,
  target_exists: true,
}));

/** A server in miniature: newest first, `before`, `resource`, `user_id` and `limit` as the API reads them. */
function activityServer() {
  serve(
    on.get<ActivityResources>('/admin/activity/resources', () => ({
      resources: ['menu', 'service'],
      users: [
        { id: 1, display_name: 'Ana Lima' },
        { id: 2, display_name: 'Bruno Costa' },
      ],
    })),
    on.get<ActivityPageBody>('/admin/activity', ({ query }) => {
      const before = Number(query.get('before') ?? Number.POSITIVE_INFINITY);
      const resource = query.get('resource');
      const user = Number(query.get('user_id')) || undefined;
      const limit = Number(query.get('limit'));
      const rest = entries.filter(
        (e) => e.id < before && (!resource || e.resource === resource) && (!user || e.admin_id === user),
      );
      const page = rest.slice(0, limit);
      return { entries: page, next_before: rest.length > limit ? (page.at(-1)?.id ?? null) : null };
    }),
  );
}
// The default language shows the log as the spec writes the dashboard, in Portuguese.
const activityLabels = dashboard.activity;

const activityQueries = () =>
  requests()
    .filter((r) => r.path === '/admin/activity')
    .map((r) => r.query);

describe('activity page', () => {
  it('pages through the whole log with Load more, asking for entries below the last id seen', async () => {
    activityServer();
    renderAt('/admin/activity', '/admin/activity', ActivityPage);
    expect(await screen.findByText('— Alterado: field30')).toBeInTheDocument();
    expect(screen.queryByText('— Alterado: field1')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: activityLabels.loadMore }));
    expect(await screen.findByText('— Alterado: field1')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: activityLabels.loadMore })).not.toBeInTheDocument();
    expect(screen.getByText(activityLabels.end)).toBeInTheDocument();
    expect(activityQueries().map((query) => query.get('before'))).toEqual([null, '6']);
  });

  it('filters by resource and keeps the filter in the address', async () => {
    activityServer();
    const router = renderAt('/admin/activity', '/admin/activity', ActivityPage);
    await screen.findByText('— Alterado: field30');
    const filter = screen.getByRole('combobox', { name: activityLabels.filter });
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Menu' })).toBeInTheDocument());
    await userEvent.selectOptions(filter, 'menu');
    await waitFor(() => expect(screen.queryByText('— Alterado: field30')).not.toBeInTheDocument());
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(15);
    for (const item of items) expect(within(item).getByRole('link').textContent).toMatch(/^Menu #/);
    expect(router.state.location.search).toBe('?resource=menu');
    expect(activityQueries().at(-1)?.get('resource')).toBe('menu');
  });

  it('names each person by their display name, and filters by person, kept in the address', async () => {
    activityServer();
    const router = renderAt('/admin/activity', '/admin/activity', ActivityPage);
    await screen.findByText('— Alterado: field30');
    expect(screen.getAllByText('Bruno Costa').length).toBeGreaterThan(0);
    expect(screen.queryByText('bruno')).not.toBeInTheDocument();
    const people = screen.getByRole('combobox', { name: activityLabels.user });
    await waitFor(() => expect(within(people).getByRole('option', { name: 'Ana Lima' })).toBeInTheDocument());
    await userEvent.selectOptions(people, 'Bruno Costa');
    await waitFor(() =>
      expect(screen.queryByText('Ana Lima', { selector: 'li span' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(router.state.location.search).toBe('?user=2');
    expect(activityQueries().at(-1)?.get('user_id')).toBe('2');

    // Both filters at once; the person stays chosen.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: activityLabels.filter }), 'menu');
    await waitFor(() => expect(router.state.location.search).toBe('?user=2&resource=menu'));
    await waitFor(() => expect(activityQueries().at(-1)?.get('resource')).toBe('menu'));
    expect(activityQueries().at(-1)?.get('user_id')).toBe('2');
  });

  it('says so when the log cannot be read', async () => {
    serve(
      on.get<ActivityResources>('/admin/activity/resources', () => ({ resources: [], users: [] })),
      on.get('/admin/activity', () => fail(400, 'limit must be between 1 and 100')),
    );
    renderAt('/admin/activity', '/admin/activity', ActivityPage);
    expect(await screen.findByRole('alert')).toHaveTextContent('limit must be between 1 and 100');
  });

  it('is all Portuguese in pt-BR: filter, entries, resource names and the end of the log', async () => {
    setLanguage('pt-BR');
    activityServer();
    renderAt('/admin/activity', '/admin/activity', ActivityPage);
    await screen.findByText('— Alterado: field30');
    const filter = screen.getByRole('combobox', { name: 'Recurso' });
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Serviço' })).toBeInTheDocument());
    expect(screen.getAllByText('alterou')).toHaveLength(25);
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Fim do histórico.')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });

  it('is all English in en, and names an unknown resource or action as the log does', async () => {
    setLanguage('en');
    const logged = entries[0] as ActivityEntry;
    serve(
      on.get<ActivityResources>('/admin/activity/resources', () => ({
        resources: ['faq', 'content', 'widget'],
        users: [],
      })),
      on.get<ActivityPageBody>('/admin/activity', () => ({
        entries: [
          {
            ...logged,
            id: 3,
            resource: 'faq',
            action: 'create',
            resource_id: '7',
            summary: '',
          },
          {
            ...logged,
            id: 2,
            resource: 'content',
            action: 'import',
            resource_id: null,
            summary: '',
          },
          {
            ...logged,
            id: 1,
            resource: 'widget',
            action: 'polish',
            resource_id: null,
            username: null,
            display_name: null,
            summary: '',
          },
        ],
        next_before: null,
      })),
    );
    renderAt('/admin/activity', '/admin/activity', ActivityPage);
    expect(await screen.findByRole('link', { name: 'FAQ entry #7' })).toHaveAttribute(
      'href',
      '/admin/faq/edit/7',
    );
    expect(screen.getByRole('link', { name: 'Content' })).toHaveAttribute(
      'href',
      '/admin/site-settings/export-import',
    );
    const log = within(screen.getByRole('list'));
    expect(log.getByText('imported')).toBeInTheDocument();
    expect(log.getByText('anonymous')).toBeInTheDocument();
    expect(log.getByText('polish')).toBeInTheDocument();
    expect(log.getByText('widget')).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Resource' });
    await waitFor(() =>
      expect(within(filter).getByRole('option', { name: 'FAQ entry' })).toBeInTheDocument(),
    );
    expect(within(filter).getByRole('option', { name: 'All' })).toBeInTheDocument();
    expect(screen.getByText('End of the history.')).toBeInTheDocument();
  });
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeE2E, signIn } from './harness';

describeE2E('dashboard and activity log', (t) => {
  const card = (label: string) => t.page.getByTestId('stat-card').filter({ hasText: label });
  const apiAsPage = async (method: string, path: string, body?: unknown) => {
    const token = await t.page.evaluate(() => localStorage.getItem('admin_token'));
    const res = await fetch(`${t.server.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  };

  it('shows the sign-in as the latest activity and the figures as they are', async () => {
    await signIn(t.page, t.server.url);
    const recent = t.page.getByRole('region', { name: 'Atividade Recente' });
    await recent.getByText('entrou').first().waitFor();
    expect(await card('Posts do Blog').textContent()).toContain('0 publicados');
    expect(await card('Terrenos Disponíveis').textContent()).toContain('—');
  });

  it('reflects a new blog post and a finished scrape within one reload', async () => {
    const { post } = await apiAsPage('POST', '/blog/admin', {
      title: 'E2E island',
      slug: 'e2e-island',
      content: '<p>x</p>',
      published: true,
    });
    writeFileSync(
      join(t.server.dataDir, 'available-lands.json'),
      JSON.stringify({ source: 'acatech', ran_at: new Date().toISOString(), count: 17, lands: [] }),
    );
    await t.page.reload();
    const link = t.page.getByRole('link', { name: `Post do blog #${post.id}` });
    await link.waitFor();
    expect(await card('Posts do Blog').textContent()).toMatch(/^Posts do Blog\s*1\s*1 publicado$/);
    expect(await card('Terrenos Disponíveis').textContent()).toContain('17');
    await link.click();
    await t.page.waitForURL(`${t.server.url}/admin/blog/edit/${post.id}`);
  });

  it('opens the full log from the dashboard, filters it by resource and titles it', async () => {
    await t.page.goto(`${t.server.url}/admin/dashboard`);
    await t.page.getByRole('link', { name: 'Ver todo o histórico' }).click();
    await t.page.waitForURL(`${t.server.url}/admin/activity`);
    // The title changes once the lazily loaded screen has rendered, a moment after the URL.
    await t.page.getByRole('heading', { level: 1, name: 'Activity Log', exact: true }).waitFor();
    await t.page.getByText('entrou').first().waitFor();
    await t.page.getByLabel('Recurso').selectOption('blog');
    await t.page.waitForURL(`${t.server.url}/admin/activity?resource=blog`);
    await t.page
      .getByRole('link', { name: /^Post do blog #/ })
      .first()
      .waitFor();
    expect(await t.page.getByText('entrou').count()).toBe(0);
  });
});

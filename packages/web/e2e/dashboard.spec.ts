import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInThroughForm, test } from './fixtures.ts';

const card = (page: Page, label: string) => page.getByTestId('stat-card').filter({ hasText: label });

test.describe('dashboard and activity log', () => {
  // The figures count what the server holds: each test starts with no posts and no scrape yet.
  test.beforeEach(async ({ api, server }) => {
    await api.clear('blog');
    rmSync(join(server.dataDir, 'available-lands.json'), { force: true });
  });

  test('shows the sign-in as the latest activity and the figures as they are', async ({ page }) => {
    await signInThroughForm(page);
    const recent = page.getByRole('region', { name: 'Atividade Recente' });
    await expect(recent.getByText('entrou').first()).toBeVisible();
    await expect(card(page, 'Posts do Blog')).toContainText('0 publicados');
    await expect(card(page, 'Terrenos Disponíveis')).toContainText('—');
  });

  test('reflects a new blog post and a finished scrape within one reload', async ({
    adminPage: page,
    api,
    server,
  }) => {
    await page.goto('/admin/dashboard');
    await expect(card(page, 'Posts do Blog')).toContainText('0 publicados');
    const post = await api.createPost({
      title: 'E2E island',
      slug: 'e2e-island',
      content: '<p>x</p>',
      published: true,
    });
    writeFileSync(
      join(server.dataDir, 'available-lands.json'),
      JSON.stringify({ source: 'acatech', ran_at: new Date().toISOString(), count: 17, lands: [] }),
    );
    await page.reload();
    const link = page.getByRole('link', { name: `Post do blog #${post.id}` });
    await expect(link).toBeVisible();
    await expect(card(page, 'Posts do Blog')).toHaveText(/^Posts do Blog\s*1\s*1 publicado$/);
    await expect(card(page, 'Terrenos Disponíveis')).toContainText('17');
    await link.click();
    await expect(page).toHaveURL(`/admin/blog/edit/${post.id}`);
  });

  test('opens the full log from the dashboard, filters it by resource and titles it', async ({
    adminPage: page,
    api,
  }) => {
    await api.createPost({
      title: 'Logged post',
      slug: 'logged-post',
      content: '<p>x</p>',
      published: false,
    });
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Ver todo o histórico' }).click();
    await expect(page).toHaveURL('/admin/activity');
    // The title changes once the lazily loaded screen has rendered, a moment after the URL.
    await expect(page.getByRole('heading', { level: 1, name: 'Activity Log', exact: true })).toBeVisible();
    await expect(page.getByText('entrou').first()).toBeVisible();
    await page.getByLabel('Recurso').selectOption('blog');
    await expect(page).toHaveURL('/admin/activity?resource=blog');
    await expect(page.getByRole('link', { name: /^Post do blog #/ }).first()).toBeVisible();
    await expect(page.getByText('entrou')).toHaveCount(0);
  });
});

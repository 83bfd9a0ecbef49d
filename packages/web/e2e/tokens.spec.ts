import type { ApiToken, CreatedToken } from '@land-office/contract';
import { graveViolations } from './axe.ts';
import { answerConfirm, expect, test } from './fixtures.ts';

test.describe('API tokens', () => {
  test('an owner makes a read-only blog token, sees it once, its use listed, and revokes it', async ({
    adminPage: page,
    api,
  }) => {
    const name = `Blog reader ${Date.now()}`;
    await page.goto('/admin/tokens');
    await page.getByRole('link', { name: 'New token' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('group', { name: 'Blog posts' }).getByRole('checkbox', { name: 'Read' }).check();
    await page.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('region', { name: `New token: ${name}` });
    await expect(shown).toContainText('Token created. Copy it now: it is not shown again.');
    const token = await shown.getByRole('textbox', { name: 'API token' }).inputValue();
    expect(token).toMatch(/^lo_[A-Za-z0-9_-]{43}$/);

    // What it may do: read the blog's admin list, not write a post.
    const bearer = { authorization: `Bearer ${token}` };
    expect((await page.request.get('/api/blog/admin', { headers: bearer })).status()).toBe(200);
    const write = await page.request.post('/api/blog/admin', {
      headers: bearer,
      data: { title: 'Not by a reader', content: '<p>No.</p>', published: false },
    });
    expect(write.status()).toBe(403);

    await page.getByRole('link', { name: 'Done' }).click();
    await expect(page).toHaveURL('/admin/tokens');
    const row = page.locator('tbody tr', { hasText: name });
    await expect(row).toContainText('Blog posts: read');
    await expect(row).toContainText('Never');
    await expect(row).not.toContainText('Never used');
    await expect(row).toContainText(/from \S+/);
    await expect(page.locator('body')).not.toContainText(token);
    const [listed] = (await api.get<ApiToken[]>('/admin/tokens')).filter((t) => t.name === name);
    expect(listed?.last_used_ip).toBeTruthy();
    await expect(row).toContainText(`from ${listed?.last_used_ip}`);

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await answerConfirm(page, `Revoke the token "${name}"? Whatever uses it stops working at once.`, true);
    await expect(page.getByRole('status').filter({ hasText: 'Token revoked' })).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await page.request.get('/api/blog/admin', { headers: bearer })).status()).toBe(401);
  });

  test('the list with tokens fits a phone, its Revoke in view, with no serious accessibility violation', async ({
    adminPage: page,
    api,
  }) => {
    const name = `Harbour kiosk ${Date.now()}`;
    await api.post<CreatedToken>('/admin/tokens', {
      name,
      scopes: ['blog:read', 'menus:read', 'menus:write', 'settings:read', 'support:status'],
      allowed_addresses: ['203.0.113.0/24', '2001:db8::/32'],
      expires_at: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/admin/tokens');
    const row = page.locator('tbody tr', { hasText: name });
    await expect(row).toContainText('Only from 203.0.113.0/24, 2001:db8::/32');
    await expect(row).toContainText('Never used');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    await expect(row.getByRole('button', { name: `Revoke ${name}` })).toBeInViewport({ ratio: 1 });
    expect(await graveViolations(page)).toEqual([]);
  });
});

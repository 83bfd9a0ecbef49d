import { expect, test } from './fixtures.ts';

test.describe('API reference page', () => {
  test('renders every operation in Chromium under the page security policy, with no blocked script', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    for (const path of ['/api/docs/', '/api/docs']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.getByText('Land Office API').first()).toBeVisible();
      const operations = page.locator('.opblock');
      await expect(operations.first()).toBeVisible();
      expect(await operations.count()).toBeGreaterThan(30);
      await expect(
        page.locator('.opblock-summary-path', { hasText: '/api/admin/content/import' }),
      ).toHaveCount(2);
      await expect(page.getByRole('button', { name: /Authorize/ })).toHaveCount(1);
    }
    expect(problems).toEqual([]);
  });
});

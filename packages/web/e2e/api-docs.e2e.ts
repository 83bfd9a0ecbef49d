import { expect, it } from 'vitest';
import { describeE2E } from './harness';

describeE2E('API reference page', (t) => {
  it('renders every operation in Chromium under the page security policy, with no blocked script', async () => {
    const problems: string[] = [];
    t.page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    t.page.on('pageerror', (err) => problems.push(err.message));
    for (const path of ['/api/docs/', '/api/docs']) {
      const response = await t.page.goto(`${t.server.url}${path}`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await t.page.getByText('Land Office API').first().waitFor();
      await t.page.locator('.opblock').first().waitFor();
      expect(await t.page.locator('.opblock').count()).toBeGreaterThan(30);
      expect(
        await t.page.locator('.opblock-summary-path', { hasText: '/api/admin/content/import' }).count(),
      ).toBe(2);
      expect(await t.page.getByRole('button', { name: /Authorize/ }).count()).toBe(1);
    }
    expect(problems).toEqual([]);
  });
});

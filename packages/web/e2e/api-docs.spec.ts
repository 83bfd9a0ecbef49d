import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Every operation block the page draws while it is scrolled from top to bottom (id → path):
 * Swagger UI draws only those in view once a document has 150 tags and operations.
 */
async function renderedOperations(page: Page): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 1000; step++) {
    const blocks = await page
      .locator('.opblock')
      .evaluateAll((all) =>
        all.map((e) => [e.id, e.querySelector('.opblock-summary-path')?.textContent ?? '']),
      );
    for (const [id, path] of blocks) seen.set(id as string, path as string);
    // Down most of a screen, then two frames for the list to draw what came into view.
    const moved = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const before = window.scrollY;
          window.scrollBy(0, window.innerHeight * 0.8);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY !== before)));
        }),
    );
    if (!moved) break;
  }
  return seen;
}

test.describe('API reference page', () => {
  test('renders every operation in Chromium under the page security policy, with no blocked script', async ({
    page,
  }) => {
    // Swagger UI draws a 600 KB document: some 7 s in Chromium on two busy cores, so the page is
    // given time to appear, and the test (two pages scrolled end to end) three times the usual.
    test.slow();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    for (const path of ['/api/docs/', '/api/docs']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.getByText('Land Office API').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.opblock').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /Authorize/ })).toHaveCount(1);
      const rendered = await renderedOperations(page);
      const { paths, webhooks = {} } = (await (await page.request.get('/api/docs/json')).json()) as {
        paths: Record<string, object>;
        webhooks?: Record<string, object>;
      };
      // The OpenAPI 3.1 `webhooks` (what Land Office sends) are drawn as operations too.
      const count = (items: Record<string, object>) =>
        Object.values(items).reduce((sum, ops) => sum + Object.keys(ops).length, 0);
      expect(count(paths)).toBeGreaterThan(30);
      expect(count(webhooks)).toBeGreaterThan(0);
      const documented = count(paths) + count(webhooks);
      expect(rendered.size).toBe(documented);
      expect(
        [...rendered.values()].filter((path) => path.startsWith('/api/admin/content/import')),
      ).toHaveLength(2);
    }
    expect(problems).toEqual([]);
  });

  test("shows an operation's curl and TypeScript samples when it is opened", async ({ page }) => {
    // A link to an operation (tag and operationId) opens it.
    await page.goto('/api/docs/#/auth/signIn');
    const signIn = page.locator('#operations-auth-signIn');
    const description = signIn.locator('.opblock-description-wrapper');
    // Swagger UI reads the whole document (some 150 operations) before it opens the one linked:
    // on a loaded machine that took longer than the usual wait once.
    await expect(description.locator('pre', { hasText: 'curl -X POST' })).toContainText(
      '$LAND_OFFICE_URL/api/admin/auth/login',
      { timeout: 30_000 },
    );
    await expect(description.locator('pre', { hasText: '@land-office/client' })).toContainText(
      "office.POST('/api/admin/auth/login'",
    );
  });
});

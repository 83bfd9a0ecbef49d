import { graveViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { SCREENS } from './screens.ts';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
];

// The admin follows the system's scheme until a person picks one: emulating it covers both.
const SCHEMES = ['light', 'dark'] as const;

test.describe('accessibility (axe-core, WCAG 2.1 AA rules)', () => {
  for (const scheme of SCHEMES)
    for (const { name, viewport } of WIDTHS)
      for (const path of SCREENS)
        test(`${path} at ${name} width in ${scheme} has no serious or critical violation`, async ({
          adminPage: page,
        }) => {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(path);
          await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          await expect(page.locator('main#content')).not.toBeEmpty();
          await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
          expect(await graveViolations(page)).toEqual([]);
        });

  test('the login page has no serious or critical violation', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await graveViolations(page)).toEqual([]);
  });
});

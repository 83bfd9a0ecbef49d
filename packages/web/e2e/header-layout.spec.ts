import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The boxes of what the top bar shows: the menu button, the title (its text, which may run past
 * its box), the language and theme, the person and their links, the sign-out button.
 */
function headerBoxes(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return [];
    const boxes: Array<{ what: string; left: number; top: number; right: number; bottom: number }> = [];
    const add = (what: string, rect: DOMRect) => {
      if (rect.width > 0 && rect.height > 0)
        boxes.push({ what, left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
    };
    const title = header.querySelector('h1');
    if (title) {
      const range = document.createRange();
      range.selectNodeContents(title);
      add('title', range.getBoundingClientRect());
    }
    for (const element of header.querySelectorAll<HTMLElement>('button, select, a, [data-testid]'))
      if (element.getClientRects().length > 0 && !element.closest('.sr-only'))
        add(
          element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName,
          element.getBoundingClientRect(),
        );
    return boxes;
  });
}

const overlapping = (boxes: Awaited<ReturnType<typeof headerBoxes>>) => {
  const found: string[] = [];
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.right <= b.left + 0.5 ||
        b.right <= a.left + 0.5 ||
        a.bottom <= b.top + 0.5 ||
        b.bottom <= a.top + 0.5;
      if (!apart) found.push(`${a.what} × ${b.what}`);
    }
  return found;
};

// Issue "Review findings" §9: nothing in the top bar overlaps, on a phone or a tablet.
for (const width of [320, 375, 768])
  test.describe(`the top bar at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const [language, path] of [
      ['en', '/admin/blog'],
      ['en', '/admin/blog/new'],
      ['pt-BR', '/admin/blog'],
      ['pt-BR', '/admin/site-settings'],
    ] as const)
      test(`${path} in ${language}: no two of its parts overlap`, async ({ adminPage: page }) => {
        await page.addInitScript((lang) => localStorage.setItem('land-office:language', lang), language);
        await page.goto(path);
        await expect(page.locator('main#content')).not.toBeEmpty();
        const boxes = await headerBoxes(page);
        expect(boxes.map((b) => b.what)).toContain('title');
        expect(overlapping(boxes)).toEqual([]);
      });
  });

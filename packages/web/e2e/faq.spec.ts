import { type Faq, faqType } from '@land-office/contract';
import type { Page } from '@playwright/test';
import { answerConfirm, expect, test } from './fixtures.ts';

// The FAQ is declared in the contract and nowhere else in the admin: these screens are the
// generic list and form read from its declaration (docs/adding-a-content-type.md).

const row = (page: Page, question: string) => page.locator('tbody tr', { hasText: question });

test.describe('FAQ (a declared type without screens of its own)', () => {
  test.beforeEach(async ({ api }) => {
    await api.clear('faq');
  });

  test('is reached from the sidebar, created with rich text, and served cleaned on the public route', async ({
    adminPage: page,
    api,
  }) => {
    await page.goto('/admin/dashboard');
    const sidebar = page.getByRole('navigation');
    const faqLink = sidebar.getByRole('link', { name: 'FAQ', exact: true });
    await expect(faqLink).toBeVisible();
    const labels = (await sidebar.getByRole('link').allTextContents()).map((label) => label.trim());
    expect(labels.indexOf('FAQ')).toBe(labels.indexOf('Pages') + 1);
    await faqLink.click();
    await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('FAQ · Land Office');
    await expect(page.getByText('No FAQ entries yet.')).toBeVisible();

    await page.getByRole('link', { name: 'Add FAQ Entry' }).click();
    await expect(page).toHaveURL('/admin/faq/new');
    await page.getByRole('button', { name: 'Save FAQ Entry' }).click();
    await expect(page.getByText('Question is required')).toBeVisible();

    await page.getByLabel('Question').fill('Can I rent a whole region?');
    const editor = page.locator('.ql-editor');
    await editor.click();
    await page.keyboard.type('Yes: ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('ask support');
    await page.keyboard.press('Control+B');
    await page.getByLabel('Category (optional)').fill('Rentals');
    await page.getByRole('button', { name: 'Save FAQ Entry' }).click();

    await expect(page).toHaveURL('/admin/faq');
    await expect(row(page, 'Can I rent a whole region?').getByText('Rentals')).toBeVisible();
    const [saved] = await api.publicGet<Faq[]>('/faq');
    expect(saved).toMatchObject({
      question: 'Can I rent a whole region?',
      category: 'Rentals',
      is_active: true,
    });
    expect(saved?.answer).toContain('<strong>ask support</strong>');
  });

  test('edits, hides and deletes an entry after the declared question', async ({ adminPage: page, api }) => {
    await api.post('/faq/admin', {
      question: 'Is tier included?',
      answer: '<p>Yes.</p><script>alert(1)</script>',
    });
    await page.goto('/admin/faq');
    await row(page, 'Is tier included?').getByRole('link', { name: 'Edit Is tier included?' }).click();
    await expect(page.getByRole('heading', { name: 'Edit FAQ Entry' })).toBeVisible();
    await expect(page.locator('.ql-editor')).toHaveText('Yes.');
    await page.getByLabel('Question').fill('Is tier included in the rent?');
    await page.getByRole('button', { name: 'Save FAQ Entry' }).click();
    await expect(page).toHaveURL('/admin/faq');

    await row(page, 'Is tier included in the rent?').getByRole('button', { name: 'Active' }).click();
    await expect(
      row(page, 'Is tier included in the rent?').getByRole('button', { name: 'Inactive' }),
    ).toBeVisible();
    expect(await api.publicGet<Faq[]>('/faq')).toEqual([]);

    const remove = () =>
      row(page, 'Is tier included in the rent?')
        .getByRole('button', { name: /^Delete/ })
        .click();
    await remove();
    await answerConfirm(page, faqType.messages.deleteConfirm, false);
    await expect(row(page, 'Is tier included in the rent?')).toHaveCount(1);
    await remove();
    await answerConfirm(page, faqType.messages.deleteConfirm, true);
    await expect(page.getByText('No FAQ entries yet.')).toBeVisible();
    expect(await api.get<Faq[]>('/faq/admin')).toEqual([]);
  });
});

import { heroMessages } from '@land-office/contract';
import { expect, it } from 'vitest';
import { describeE2E, signIn } from './harness';

describeE2E('hero sections', (t) => {
  const publicHeroes = async () =>
    (await (await fetch(`${t.server.url}/api/hero`)).json()) as Array<Record<string, unknown>>;
  const previewColour = (testId: string, property: 'color' | 'backgroundColor') =>
    t.page.getByTestId(testId).evaluate((el, p) => getComputedStyle(el)[p], property);

  it('creates a hero whose live preview follows the colour choices', async () => {
    await signIn(t.page, t.server.url);
    await t.page.getByRole('link', { name: 'Hero Section', exact: true }).click();
    await t.page.getByText('No hero sections yet.').waitFor();
    await t.page.getByRole('link', { name: 'Add Hero Section' }).click();
    await t.page.waitForURL(`${t.server.url}/admin/hero/new`);

    // The spec defaults: black title, gold button.
    expect(await previewColour('preview-title', 'color')).toBe('rgb(0, 0, 0)');
    expect(await previewColour('preview-button', 'backgroundColor')).toBe('rgb(255, 215, 0)');

    await t.page.getByLabel('Title', { exact: true }).fill('Own your island');
    await t.page.getByLabel('Description').fill('Private regions with full estate rights.');
    await t.page.getByLabel('Button text').fill('See lands');
    await t.page.getByLabel(/^Button URL/).fill('/available-land');
    await expect.poll(() => t.page.getByTestId('preview-title').textContent()).toBe('Own your island');
    await expect.poll(() => t.page.getByTestId('preview-button').textContent()).toBe('See lands');

    await t.page.getByLabel('Title colour white').check({ force: true });
    await expect.poll(() => previewColour('preview-title', 'color')).toBe('rgb(255, 255, 255)');
    // Swatches are radios: the keyboard moves between them too.
    await t.page.getByLabel('Button colour #ffd700').focus();
    await t.page.keyboard.press('ArrowRight');
    await expect.poll(() => previewColour('preview-button', 'backgroundColor')).toBe('rgb(245, 158, 11)');
    await t.page.getByLabel('Button colour #8b5cf6').check({ force: true });
    await expect.poll(() => previewColour('preview-button', 'backgroundColor')).toBe('rgb(139, 92, 246)');

    await t.page.getByRole('button', { name: 'Save Hero Section' }).click();
    await t.page.waitForURL(`${t.server.url}/admin/hero`);
    const row = t.page.locator('tr', { hasText: 'Own your island' });
    await row.getByText('#8b5cf6').waitFor();
    expect(await row.getByText(heroMessages.internal).count()).toBe(1);
    expect(await publicHeroes()).toMatchObject([
      { title: 'Own your island', title_color: '#ffffff', button_color: '#8b5cf6', is_active: true },
    ]);
  });

  it('hides it from the public list with the status badge, then deletes it', async () => {
    const row = t.page.locator('tr', { hasText: 'Own your island' });
    await row.getByRole('button', { name: 'Active' }).click();
    await row.getByRole('button', { name: 'Inactive' }).waitFor();
    expect(await publicHeroes()).toEqual([]);
    let asked = '';
    t.page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await row.getByRole('button', { name: /Delete/ }).click();
    await t.page.getByText('No hero sections yet.').waitFor();
    expect(asked).toBe(heroMessages.deleteConfirm);
  });
});

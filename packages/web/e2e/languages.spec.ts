import type { Page } from '@playwright/test';
import { englishLeft } from '../src/test/english-left.ts';
import type { AdminApi } from './admin-api.ts';
import { expect, test } from './fixtures.ts';
import { SCREENS } from './screens.ts';

const LANGUAGE_KEY = 'land-office:language';

/** Content a Portuguese-speaking business would have, so each list shows rows and cards. */
async function portugueseContent(api: AdminApi) {
  for (const collection of ['blog', 'service', 'hero', 'faq', 'menu'] as const) await api.clear(collection);
  await api.createPost({
    title: 'Novos terrenos à beira-mar',
    slug: 'novos-terrenos',
    excerpt: 'Três regiões novas',
    content: '<p>Chegaram três regiões novas.</p>',
    published: true,
  });
  await api.createService({
    title: 'Aluguel de terrenos',
    description: 'Parcelas por semana',
    icon: 'faHouse',
  });
  await api.createHero({
    title: 'Sua terra no Second Life',
    description: 'Alugue ou compre',
    button_text: 'Ver terrenos',
    button_url: '/terrenos',
  });
}

/** Waits until the screen has loaded what it shows (no skeleton, no spinner). */
async function settled(page: Page) {
  await expect(page.locator('main#content')).not.toBeEmpty();
  await expect(page.locator('[aria-busy="true"], .animate-spin')).toHaveCount(0);
}

test.describe('two complete languages', () => {
  test('the language menu switches the whole admin, and the choice is remembered', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/dashboard');
    // The default is the spec's admin: English screens, Portuguese dashboard labels.
    await expect(page.getByRole('link', { name: 'Site Settings' })).toBeVisible();
    await expect(page.getByText('Ações Rápidas')).toBeVisible();

    await page.getByLabel('Language').selectOption('pt-BR');
    await expect(page.getByRole('link', { name: 'Configurações do Site' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();

    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByText('Quick Actions')).toBeVisible();
    await expect(page.getByText('Ações Rápidas')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('every screen in Portuguese has no English left', async ({ adminPage: page, api }) => {
    test.slow();
    await portugueseContent(api);
    await page.addInitScript((key) => localStorage.setItem(key, 'pt-BR'), LANGUAGE_KEY);
    const left: Record<string, string[]> = {};
    for (const path of SCREENS) {
      await page.goto(path);
      await settled(page);
      const english = await page.evaluate(englishLeft as () => string[]);
      if (english.length) left[path] = english;
    }
    expect(left).toEqual({});
  });
});

test.describe('colour scheme', () => {
  test('follows the system until a person picks light or dark, and keeps the pick', async ({
    adminPage: page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/admin/services');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);
    const background = () => page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    const dark = await background();

    await page.getByLabel('Theme').selectOption('light');
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await background()).not.toBe(dark);
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);

    await page.getByLabel('Theme').selectOption('system');
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(/\bdark\b/);
  });
});

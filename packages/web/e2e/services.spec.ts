import { type Service, serviceMessages } from '@land-office/contract';
import type { Page } from '@playwright/test';
import type { AdminApi } from './admin-api.ts';
import { answerConfirm, expect, test } from './fixtures.ts';

const titles = (rows: Service[]) => rows.map((s) => s.title);
const publicServices = (api: AdminApi) => api.publicGet<Service[]>('/service');
const adminServices = (api: AdminApi) => api.get<Service[]>('/service/admin');
const shownTitles = (page: Page) => page.locator('tbody tr td:nth-child(2)');
const row = (page: Page, title: string) => page.locator('tbody tr', { hasText: title });
const handle = (page: Page, title: string) => page.getByRole('button', { name: `Drag to reorder ${title}` });

/** Services as the form makes them (no order of their own: listed as created), in this order. */
async function services(api: AdminApi, ...entries: Array<[title: string, icon: string]>) {
  for (const [title, icon] of entries)
    await api.createService({
      title,
      description: `${title} for every parcel`,
      icon,
      link_url: title === 'Land Rental' ? '/available-land' : null,
    });
}

async function addService(page: Page, title: string, pickIcon: () => Promise<void>) {
  await page.getByRole('link', { name: 'Add Service' }).click();
  await expect(page).toHaveURL('/admin/services/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill(`${title} for every parcel`);
  await pickIcon();
  await page.getByRole('button', { name: 'Save Service' }).click();
  await expect(page).toHaveURL('/admin/services');
  await expect(row(page, title)).toBeVisible();
}

test.describe('services', () => {
  test.beforeEach(async ({ api }) => {
    await api.clear('service');
  });

  test('creates a service with an icon chosen in the picker, shown live and in the list', async ({
    adminPage: page,
    api,
  }) => {
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page.getByText('No services yet.')).toBeVisible();
    await addService(page, 'Land Rental', async () => {
      await page.getByRole('searchbox', { name: 'Search icons' }).fill('map location');
      await page.getByRole('button', { name: 'faMapLocationDot' }).click();
      await expect(page.getByLabel(/^Icon/)).toHaveValue('faMapLocationDot');
      await expect(
        page.getByTestId('icon-preview').locator('svg[data-icon-name="faMapLocationDot"]'),
      ).toBeVisible();
      await page.getByLabel(/^Link URL/).fill('/available-land');
    });
    await expect(row(page, 'Land Rental').locator('svg[data-icon-name="faMapLocationDot"]')).toBeVisible();
    await expect(row(page, 'Land Rental').getByText('Internal')).toHaveCount(1);
    expect(await publicServices(api)).toMatchObject([
      { title: 'Land Rental', icon: 'faMapLocationDot', link_url: '/available-land', is_active: true },
    ]);
  });

  test('toggles it inactive from the badge, and the public list drops it', async ({
    adminPage: page,
    api,
  }) => {
    await services(api, ['Land Rental', 'faMapLocationDot']);
    await page.goto('/admin/services');
    await row(page, 'Land Rental').getByRole('button', { name: 'Active' }).click();
    await expect(row(page, 'Land Rental').getByRole('button', { name: 'Inactive' })).toBeVisible();
    expect(await publicServices(api)).toEqual([]);
    await row(page, 'Land Rental').getByRole('button', { name: 'Inactive' }).click();
    await expect(row(page, 'Land Rental').getByRole('button', { name: 'Active' })).toBeVisible();
    expect(titles(await publicServices(api))).toEqual(['Land Rental']);
  });

  test('reorders by dragging a row with the mouse, saved for the public list', async ({
    adminPage: page,
    api,
  }) => {
    await services(api, ['Land Rental', 'faMapLocationDot']);
    await page.goto('/admin/services');
    for (const [title, icon] of [
      ['Support', 'faHeadset'],
      ['Market', 'faStore'],
    ] as const)
      await addService(page, title, () => page.getByLabel(/^Icon/).fill(icon));
    await expect(shownTitles(page)).toHaveText(['Land Rental', 'Support', 'Market']);

    // Drag Market's handle above Land Rental, in small steps as a hand would.
    const from = await handle(page, 'Market').boundingBox();
    const to = await row(page, 'Land Rental').boundingBox();
    if (!from || !to) throw new Error('rows are not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 12 });
    await page.mouse.up();

    await expect(shownTitles(page)).toHaveText(['Market', 'Land Rental', 'Support']);
    await expect
      .poll(async () => titles(await adminServices(api)))
      .toEqual(['Market', 'Land Rental', 'Support']);
    expect(titles(await publicServices(api))).toEqual(['Market', 'Land Rental', 'Support']);
  });

  test('reorders with the keyboard: Space lifts, arrows move, Space drops', async ({
    adminPage: page,
    api,
  }) => {
    await services(api, ['Market', 'faStore'], ['Land Rental', 'faMapLocationDot'], ['Support', 'faHeadset']);
    await page.goto('/admin/services');
    // Each key waits for what a screen reader hears, so no key is pressed before the list is ready.
    const announced = (text: string) =>
      expect(page.locator('[id^="DndLiveRegion"]', { hasText: text })).toBeAttached();
    await handle(page, 'Market').focus();
    await page.keyboard.press('Space');
    await expect(page.locator('[aria-label="Drag to reorder Market"][aria-pressed="true"]')).toBeVisible();
    await announced('Picked up Market, at position 1 of 3.');
    // The sortable list listens for arrows a moment after the pick-up is announced (dnd-kit attaches
    // its key handler in a timeout): a press that came too early is pressed again, as a keyboard
    // user would, until Market is over the last place (an arrow past the end does nothing). It
    // still fails if the arrows never move the service.
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(
        page.locator('[id^="DndLiveRegion"]', { hasText: 'Market is over position 3 of 3.' }),
      ).toBeAttached({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Space');
    await announced('Market dropped at position 3 of 3.');
    await expect(shownTitles(page)).toHaveText(['Land Rental', 'Support', 'Market']);
    await expect
      .poll(async () => titles(await adminServices(api)))
      .toEqual(['Land Rental', 'Support', 'Market']);
    expect((await adminServices(api)).map((s) => s.order_pos)).toEqual([1, 2, 3]);
    // The order survives a reload: it is the server's.
    await page.reload();
    await expect(row(page, 'Market')).toBeVisible();
    await expect(shownTitles(page)).toHaveText(['Land Rental', 'Support', 'Market']);
  });

  test('deletes a service only after the spec question is confirmed', async ({ adminPage: page, api }) => {
    await services(api, ['Land Rental', 'faMapLocationDot'], ['Support', 'faHeadset'], ['Market', 'faStore']);
    await page.goto('/admin/services');
    await row(page, 'Support').getByRole('button', { name: 'Delete Support' }).click();
    await answerConfirm(page, serviceMessages.deleteConfirm, false);
    // Cancelled: nothing is deleted.
    await expect(row(page, 'Support')).toHaveCount(1);
    expect(titles(await adminServices(api))).toEqual(['Land Rental', 'Support', 'Market']);
    await row(page, 'Support').getByRole('button', { name: 'Delete Support' }).click();
    await answerConfirm(page, serviceMessages.deleteConfirm, true);
    await expect(row(page, 'Support')).toHaveCount(0);
    expect(titles(await adminServices(api))).toEqual(['Land Rental', 'Market']);
  });

  test('is created, reordered and deleted with the keyboard alone', async ({ adminPage: page, api }) => {
    await services(api, ['Land Rental', 'faMapLocationDot']);
    await page.goto('/admin/services');
    await expect(row(page, 'Land Rental')).toBeVisible();
    /** Presses Tab until `target` has the focus, as a keyboard user does; fails if it never gets it. */
    const tabTo = async (target: ReturnType<Page['getByRole']>) => {
      for (let presses = 0; presses < 80; presses++) {
        if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`${target} is not reachable with Tab`);
    };

    await tabTo(page.getByRole('link', { name: 'Add Service' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/services/new');
    await tabTo(page.getByLabel('Title', { exact: true }));
    await page.keyboard.type('Support');
    await tabTo(page.getByLabel('Description', { exact: true }));
    await page.keyboard.type('Support for every parcel');
    await tabTo(page.getByLabel(/^Icon/));
    await page.keyboard.type('faHeadset');
    await tabTo(page.getByRole('button', { name: 'Save Service' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/services');
    await expect(shownTitles(page)).toHaveText(['Land Rental', 'Support']);

    await tabTo(handle(page, 'Support'));
    await page.keyboard.press('Space');
    await expect(page.locator('[aria-label="Drag to reorder Support"][aria-pressed="true"]')).toBeVisible();
    await expect(
      page.locator('[id^="DndLiveRegion"]', { hasText: 'Picked up Support, at position 2 of 2.' }),
    ).toBeAttached();
    // The sortable list listens for arrow keys a moment after the pick-up is announced; a keyboard
    // user whose first press came too early presses again, and so does this test.
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(
        page.locator('[id^="DndLiveRegion"]', { hasText: 'Support is over position 1 of 2.' }),
      ).toBeAttached({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Space');
    await expect(shownTitles(page)).toHaveText(['Support', 'Land Rental']);
    await expect.poll(async () => titles(await adminServices(api))).toEqual(['Support', 'Land Rental']);

    await tabTo(page.getByRole('button', { name: 'Delete Land Rental' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: serviceMessages.deleteConfirm });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(row(page, 'Land Rental')).toHaveCount(0);
    expect(titles(await adminServices(api))).toEqual(['Support']);
  });
});

import { type Service, serviceMessages, sessionStorageKeys } from '@land-office/contract';
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, signIn } from './harness';

describeE2E('services', (t) => {
  const titles = (rows: Service[]) => rows.map((s) => s.title);
  const publicServices = async () => (await (await fetch(`${t.server.url}/api/service`)).json()) as Service[];
  const adminServices = async () => {
    const token = await t.page.evaluate((key) => localStorage.getItem(key), sessionStorageKeys.token);
    const res = await fetch(`${t.server.url}/api/service/admin`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await res.json()) as Service[];
  };
  const shownTitles = () => t.page.locator('tbody tr td:nth-child(2)').allTextContents();
  const row = (title: string) => t.page.locator('tbody tr', { hasText: title });
  const handle = (title: string) => t.page.getByRole('button', { name: `Drag to reorder ${title}` });

  const addService = async (title: string, pickIcon: (form: Locator) => Promise<void>) => {
    await t.page.getByRole('link', { name: 'Add Service' }).click();
    await t.page.waitForURL(`${t.server.url}/admin/services/new`);
    const form = t.page.locator('form');
    await t.page.getByLabel('Title', { exact: true }).fill(title);
    await t.page.getByLabel('Description', { exact: true }).fill(`${title} for every parcel`);
    await pickIcon(form);
    await t.page.getByRole('button', { name: 'Save Service' }).click();
    await t.page.waitForURL(`${t.server.url}/admin/services`);
    await row(title).waitFor();
  };

  it('creates a service with an icon chosen in the picker, shown live and in the list', async () => {
    await signIn(t.page, t.server.url);
    await t.page.getByRole('link', { name: 'Services', exact: true }).click();
    await t.page.getByText('No services yet.').waitFor();
    await addService('Land Rental', async () => {
      await t.page.getByRole('searchbox', { name: 'Search icons' }).fill('map location');
      await t.page.getByRole('button', { name: 'faMapLocationDot' }).click();
      expect(await t.page.getByLabel(/^Icon/).inputValue()).toBe('faMapLocationDot');
      await t.page.getByTestId('icon-preview').locator('svg[data-icon-name="faMapLocationDot"]').waitFor();
      await t.page.getByLabel(/^Link URL/).fill('/available-land');
    });
    await row('Land Rental').locator('svg[data-icon-name="faMapLocationDot"]').waitFor();
    expect(await row('Land Rental').getByText('Internal').count()).toBe(1);
    expect(await publicServices()).toMatchObject([
      { title: 'Land Rental', icon: 'faMapLocationDot', link_url: '/available-land', is_active: true },
    ]);
  });

  it('toggles it inactive from the badge, and the public list drops it', async () => {
    await row('Land Rental').getByRole('button', { name: 'Active' }).click();
    await row('Land Rental').getByRole('button', { name: 'Inactive' }).waitFor();
    expect(await publicServices()).toEqual([]);
    await row('Land Rental').getByRole('button', { name: 'Inactive' }).click();
    await row('Land Rental').getByRole('button', { name: 'Active' }).waitFor();
    expect(titles(await publicServices())).toEqual(['Land Rental']);
  });

  it('reorders by dragging a row with the mouse, saved for the public list', async () => {
    for (const [title, icon] of [
      ['Support', 'faHeadset'],
      ['Market', 'faStore'],
    ] as const)
      await addService(title, async () => t.page.getByLabel(/^Icon/).fill(icon));
    expect(await shownTitles()).toEqual(['Land Rental', 'Support', 'Market']);

    // Drag Market's handle above Land Rental, in small steps as a hand would.
    const from = await handle('Market').boundingBox();
    const to = await row('Land Rental').boundingBox();
    if (!from || !to) throw new Error('rows are not laid out');
    await t.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await t.page.mouse.down();
    await t.page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 12 });
    await t.page.mouse.up();

    await expect.poll(shownTitles).toEqual(['Market', 'Land Rental', 'Support']);
    await expect
      .poll(async () => titles(await adminServices()))
      .toEqual(['Market', 'Land Rental', 'Support']);
    expect(titles(await publicServices())).toEqual(['Market', 'Land Rental', 'Support']);
  });

  it('reorders with the keyboard: Space lifts, arrows move, Space drops', async () => {
    // Each key waits for what a screen reader hears, so no key is pressed before the list is ready.
    const announced = (text: string) =>
      t.page.locator('[id^="DndLiveRegion"]', { hasText: text }).waitFor({ state: 'attached' });
    await handle('Market').focus();
    await t.page.keyboard.press('Space');
    await t.page.locator('[aria-label="Drag to reorder Market"][aria-pressed="true"]').waitFor();
    await announced('Picked up Market, at position 1 of 3.');
    await t.page.keyboard.press('ArrowDown');
    await announced('Market is over position 2 of 3.');
    await t.page.keyboard.press('ArrowDown');
    await announced('Market is over position 3 of 3.');
    await t.page.keyboard.press('Space');
    await announced('Market dropped at position 3 of 3.');
    await expect.poll(shownTitles).toEqual(['Land Rental', 'Support', 'Market']);
    await expect
      .poll(async () => titles(await adminServices()))
      .toEqual(['Land Rental', 'Support', 'Market']);
    expect((await adminServices()).map((s) => s.order_pos)).toEqual([1, 2, 3]);
    // The order survives a reload: it is the server's.
    await t.page.reload();
    await row('Market').waitFor();
    expect(await shownTitles()).toEqual(['Land Rental', 'Support', 'Market']);
  });

  it('deletes a service only after the spec question is confirmed', async () => {
    const questions: string[] = [];
    let answer = false;
    t.page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void (answer ? dialog.accept() : dialog.dismiss());
    });
    await row('Support').getByRole('button', { name: 'Delete Support' }).click();
    await t.page.waitForTimeout(200);
    expect(await row('Support').count()).toBe(1);
    answer = true;
    await row('Support').getByRole('button', { name: 'Delete Support' }).click();
    await row('Support').waitFor({ state: 'detached' });
    expect(questions).toEqual([serviceMessages.deleteConfirm, serviceMessages.deleteConfirm]);
    expect(titles(await adminServices())).toEqual(['Land Rental', 'Market']);
  });
});

import { heroMessages, historyMessages, sessionStorageKeys } from '@land-office/contract';
import { answerConfirm, expect, test } from './fixtures.ts';

// Issue "Content history": a diff and a restore, the trash, and two editors on one record.
test.describe('content history', () => {
  test('edits a post twice, shows the diff, and restores the first version', async ({
    adminPage: page,
    api,
  }) => {
    await api.clear('blog');
    const post = await api.createPost({
      title: 'Spring sale',
      slug: 'spring-sale-history',
      content: '<p>Half price on every parcel.</p>',
      published: true,
    });
    for (const title of ['Spring sale extended', 'Spring sale ends Sunday']) {
      await page.goto(`/admin/blog/edit/${post.id}`);
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByRole('button', { name: 'Save Post' }).click();
      await expect(page).toHaveURL('/admin/blog');
    }

    await page.goto(`/admin/blog/edit/${post.id}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Spring sale ends Sunday');
    await page.getByRole('button', { name: 'History' }).click();
    const versions = page.getByRole('list', { name: 'Versions' }).getByRole('button');
    await expect(versions).toHaveCount(3);

    // The second edit, word by word: "extended" went, "ends Sunday" came.
    await versions.nth(0).click();
    await expect(page.locator('del', { hasText: 'extended' })).toBeVisible();
    await expect(page.locator('ins', { hasText: 'ends' })).toBeVisible();
    // The newest version is the post as it is: nothing to restore.
    await expect(page.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);

    await versions.nth(2).click();
    await page.getByRole('button', { name: 'Restore this version' }).click();
    await answerConfirm(page, historyMessages.restoreConfirm, true);
    await expect(page.getByText(historyMessages.restored)).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Spring sale');
    expect((await api.get<{ post: { title: string } }>(`/blog/admin/${post.id}`)).post.title).toBe(
      'Spring sale',
    );
    expect(
      (await api.publicGet<{ post: { title: string } }>('/blog/slug/spring-sale-history')).post.title,
    ).toBe('Spring sale');
    // The restore is itself a version.
    await expect(versions).toHaveCount(4);
  });

  test('deletes a hero, restores it from the trash, and the public list shows it again', async ({
    adminPage: page,
    api,
  }) => {
    await api.clear('hero');
    await api.createHero({
      title: 'Own your island',
      description: 'Private regions.',
      button_text: 'See lands',
      button_url: '/available-land',
    });
    await page.goto('/admin/hero');
    const row = page.locator('tr', { hasText: 'Own your island' });
    await row.getByRole('button', { name: /Delete/ }).click();
    await answerConfirm(page, heroMessages.deleteConfirm, true);
    await expect(row).toHaveCount(0);
    expect(await api.publicGet<unknown[]>('/hero')).toEqual([]);

    await page.getByRole('link', { name: 'Trash', exact: true }).click();
    await expect(page).toHaveURL('/admin/trash');
    const trashed = page.locator('tr', { hasText: 'Own your island' });
    await expect(trashed).toBeVisible();
    await trashed.getByRole('button', { name: /^Restore/ }).click();
    await expect(page.getByText(historyMessages.trashRestored)).toBeVisible();
    await expect(trashed).toHaveCount(0);
    expect(await api.publicGet<Array<{ title: string }>>('/hero')).toMatchObject([
      { title: 'Own your island' },
    ]);
  });

  test('two editors on one banner: the second save is shown the first one’s values and keeps or takes them', async ({
    adminPage: first,
    api,
    browser,
    server,
  }) => {
    await api.clear('banner');
    const banner = await api.createBanner({
      title: 'Autumn sale',
      alt_text: 'Autumn sale',
      colour: '#f59e0b',
    });
    // The second editor: a browser context of their own, signed in as the fixture signs in.
    const context = await browser.newContext({ baseURL: server.url });
    await context.route(
      (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
      (route) => route.abort('blockedbyclient'),
    );
    const second = await context.newPage();
    await second.addInitScript(
      ({ keys, session }) => {
        localStorage.setItem(keys.token, session.token);
        localStorage.setItem(keys.user, JSON.stringify(session.admin));
      },
      { keys: sessionStorageKeys, session: api.session },
    );
    const url = `/admin/banner/edit/${banner.id}`;
    await first.goto(url);
    await second.goto(url);
    await expect(first.getByLabel(/^Title/)).toHaveValue('Autumn sale');
    await expect(second.getByLabel(/^Title/)).toHaveValue('Autumn sale');

    await first.getByLabel(/^Title/).fill('Autumn sale: 30% off');
    await first.getByRole('button', { name: 'Update Banner' }).click();
    await expect(first).toHaveURL('/admin/banner');

    await second.getByLabel(/^Title/).fill('Autumn sale — last week');
    await second.getByLabel(/^Alt text/).fill('Autumn banner');
    await second.getByRole('button', { name: 'Update Banner' }).click();
    const dialog = second.getByRole('alertdialog');
    await expect(dialog).toContainText('This was changed by');
    await expect(dialog).toContainText('after you opened it');
    await expect(dialog).toContainText('Autumn sale: 30% off');
    // Their title, my alt text (kept by default).
    await dialog
      .getByRole('group', { name: /^Title/ })
      .getByRole('radio', { name: 'Take theirs' })
      .check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(second).toHaveURL('/admin/banner');
    await context.close();

    expect(
      (await api.get<{ banner: { title: string; alt_text: string } }>(`/banner/admin/${banner.id}`)).banner,
    ).toMatchObject({ title: 'Autumn sale: 30% off', alt_text: 'Autumn banner' });
  });
});

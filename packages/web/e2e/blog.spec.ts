import { type BlogPost, blogMessages } from '@land-office/contract';
import type { Page } from '@playwright/test';
import { type AdminApi, png } from './admin-api.ts';
import { answerConfirm, E2E_ADMIN, expect, test, UNSAVED_QUESTION } from './fixtures.ts';

const CONTENT = '<p>Own a <strong>private</strong> beach.</p>';

const publicPosts = (api: AdminApi) => api.publicGet<Array<{ slug: string; image_url: string }>>('/blog');
const postRow = (page: Page) => page.locator('tr', { hasText: 'Beach Parcel' });

/** The post the editor test writes, made through the API: rich text and an uploaded image. */
async function beachParcel(api: AdminApi, published: boolean) {
  const image_url = await api.upload('/upload/blog', 'beach.png', await png(40, 30, '#0af'));
  return api.createPost({
    title: 'Beach Parcel: 4096 m²!',
    slug: 'beach-parcel-4096-m',
    excerpt: 'Sand, sea and sunsets.',
    content: CONTENT,
    image_url,
    published,
  });
}

/** The beach post, made through the API and opened in the editor, loaded. */
async function editBeachParcel(page: Page, api: AdminApi) {
  await beachParcel(api, true);
  await page.goto('/admin/blog');
  await postRow(page).getByRole('link', { name: /Edit/ }).click();
  // Loaded before it is edited.
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.locator('.ql-editor strong')).toHaveText('private');
}

test.describe('blog posts', () => {
  test.beforeEach(async ({ api }) => {
    await api.clear('blog');
  });

  test('offers Create Post when there are no posts', async ({ adminPage: page }) => {
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Blog Posts', exact: true }).click();
    await expect(page.getByText('No blog posts yet.')).toBeVisible();
    await page.getByRole('link', { name: blogMessages.createPost }).click();
    await expect(page).toHaveURL('/admin/blog/new');
  });

  test('asks before leaving a form with unsaved changes', async ({ adminPage: page }) => {
    await page.goto('/admin/blog/new');
    await page.getByLabel('Title', { exact: true }).fill('Half written');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    // Asked in the admin's own dialog; cancelled, the form stays, with what was typed.
    await answerConfirm(page, UNSAVED_QUESTION, false);
    await expect(page).toHaveURL('/admin/blog/new');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Half written');
  });

  test('writes a draft with rich text and an uploaded image', async ({ adminPage: page, api }) => {
    await page.goto('/admin/blog/new');
    await page.getByLabel('Title', { exact: true }).fill('Beach Parcel: 4096 m²!');
    await expect(page.getByLabel('Slug')).toHaveValue('beach-parcel-4096-m');
    await page.getByLabel('Excerpt').fill('Sand, sea and sunsets.');

    const editor = page.locator('.ql-editor');
    await editor.click();
    await page.keyboard.type('Own a ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('private');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(' beach.');
    await expect(editor.locator('strong')).toHaveText('private');

    await page.getByLabel('Upload file').check();
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: await png(40, 30, '#0af') });
    await expect(page.getByAltText('Preview')).toBeVisible();

    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(page).toHaveURL('/admin/blog');
    const row = postRow(page);
    await expect(row.getByRole('button', { name: blogMessages.draft })).toBeVisible();
    await expect(row.getByText('e2e-admin')).toHaveCount(1);
    await expect(row.getByTestId('thumbnail')).toHaveAttribute('src', /^\/uploads\/blog\/\w+\.png$/);
    expect(await publicPosts(api)).toEqual([]);
    // What the editor wrote is what the server keeps.
    const [draft] = await api.get<Array<{ id: number }>>('/blog/admin');
    const { post } = await api.get<{ post: BlogPost }>(`/blog/admin/${draft?.id}`);
    expect(post.content).toBe(CONTENT);
  });

  test('publishes it from the list, and the public API serves it', async ({
    adminPage: page,
    api,
    request,
  }) => {
    await beachParcel(api, false);
    await page.goto('/admin/blog');
    const row = postRow(page);
    await row.getByRole('button', { name: blogMessages.draft }).click();
    await expect(row.getByRole('button', { name: blogMessages.published })).toBeVisible();
    const posts = await publicPosts(api);
    expect(posts.map((p) => p.slug)).toEqual(['beach-parcel-4096-m']);
    const image = await request.get(posts[0]?.image_url as string);
    expect(image.headers()['content-type']).toBe('image/png');
    const { post } = await api.publicGet<{ post: BlogPost }>('/blog/slug/beach-parcel-4096-m');
    expect(post.content).toBe(CONTENT);
  });

  test('edits it in the editor it was written in', async ({ adminPage: page, api }) => {
    await beachParcel(api, true);
    await page.goto('/admin/blog');
    const edit = () => postRow(page).getByRole('link', { name: /Edit/ }).click();
    const editor = page.locator('.ql-editor');
    // Opening and leaving untouched asks nothing.
    await edit();
    await expect(editor.locator('strong')).toHaveText('private');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/admin/blog');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await edit();
    await expect(editor.locator('strong')).toHaveText('private');
    await expect(page.getByLabel('Slug')).toHaveValue('beach-parcel-4096-m');
    await page.getByLabel('Title', { exact: true }).fill('Beach Parcel, renamed');
    // The slug of a stored post stays as it is.
    await expect(page.getByLabel('Slug')).toHaveValue('beach-parcel-4096-m');
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(page).toHaveURL('/admin/blog');
    await expect(page.getByRole('cell', { name: 'Beach Parcel, renamed', exact: true })).toBeVisible();
  });

  test('keeps an unsaved edit in the browser and restores it in another tab, rich text included', async ({
    adminPage: page,
    api,
  }) => {
    await editBeachParcel(page, api);
    const editor = page.locator('.ql-editor');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Now with a jetty.');
    await expect(editor).toContainText('Now with a jetty.');

    // The tab is lost before the save; the same post opened again offers the edit back.
    const again = await page.context().newPage();
    await again.goto(page.url());
    const offer = again.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toContainText(/Restore unsaved changes from .+\?/);
    await expect(again.locator('.ql-editor')).not.toContainText('Now with a jetty.');
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(again.locator('.ql-editor')).toContainText('Now with a jetty.');
    await expect(again.locator('.ql-editor strong')).toHaveText('private');
    await again.getByRole('button', { name: 'Save Post' }).click();
    await expect(again).toHaveURL('/admin/blog');
    const { post } = await api.publicGet<{ post: BlogPost }>('/blog/slug/beach-parcel-4096-m');
    expect(post.content).toContain('Now with a jetty.');

    // Saved: opening it again offers nothing.
    await again.goto(page.url());
    await expect(again.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
    await expect(again.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
    await again.close();
  });

  test('saves an edit made while the session ended, after signing in again over the form', async ({
    adminPage: page,
    api,
  }) => {
    await editBeachParcel(page, api);
    await page.getByLabel('Title', { exact: true }).fill('Beach Parcel, now with a jetty');
    // The session ends on the server (signed out elsewhere) while the post is being edited.
    await api.post('/admin/auth/logout', {});
    await page.getByRole('button', { name: 'Save Post' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog\/edit\//);
    await expect(dialog.getByLabel('Username')).toHaveValue(E2E_ADMIN.username);
    await dialog.getByLabel('Password').fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL('/admin/blog');
    await expect(
      page.getByRole('cell', { name: 'Beach Parcel, now with a jetty', exact: true }),
    ).toBeVisible();
    const { post } = await api.publicGet<{ post: BlogPost }>('/blog/slug/beach-parcel-4096-m');
    expect(post).toMatchObject({ title: 'Beach Parcel, now with a jetty', content: CONTENT });
  });

  test('deletes it after confirming', async ({ adminPage: page, api }) => {
    await beachParcel(api, true);
    await page.goto('/admin/blog');
    await postRow(page)
      .getByRole('button', { name: /Delete/ })
      .click();
    await answerConfirm(page, blogMessages.deleteConfirm, true);
    await expect(page.getByText('No blog posts yet.')).toBeVisible();
    expect(await publicPosts(api)).toEqual([]);
  });

  test('finds posts by a word of their text, a page at a time, the filters kept on reload', async ({
    adminPage: page,
    api,
  }) => {
    for (let i = 1; i <= 55; i++)
      await api.createPost({
        title: `Parcel ${i}`,
        slug: `parcel-${i}`,
        content: i % 10 === 0 ? '<p>Near the <em>lighthouse</em>.</p>' : '<p>Inland.</p>',
        published: i % 20 === 0,
      });
    await page.goto('/admin/blog');
    await expect(page.getByText('50 of 55 posts')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Parcel 1', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Load more posts' }).click();
    await expect(page.getByText('55 of 55 posts')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Parcel 1', exact: true })).toBeVisible();

    // A word of the text, not the title, its end still being typed.
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('lightho');
    await expect(page.getByText('5 of 5 posts')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
    await expect(page.getByText('2 of 2 posts')).toBeVisible();
    await expect(page.getByRole('cell', { name: /^Parcel/ })).toHaveText(['Parcel 40', 'Parcel 20']);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('lightho');
    await expect(page.getByText('2 of 2 posts')).toBeVisible();
    // Gone before the next test signs in: the log's first page is its, not these 55 deletes.
    await api.clear('blog');
  });
});

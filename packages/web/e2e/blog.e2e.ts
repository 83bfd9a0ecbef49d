import { blogMessages } from '@land-office/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeE2E, signIn } from './harness';

describeE2E('blog posts', (t) => {
  const publicPosts = async () =>
    (await (await fetch(`${t.server.url}/api/blog`)).json()) as Array<{ slug: string; image_url: string }>;

  it('offers Create Post when there are no posts', async () => {
    await signIn(t.page, t.server.url);
    await t.page.getByRole('link', { name: 'Blog Posts', exact: true }).click();
    await t.page.getByText('No blog posts yet.').waitFor();
    await t.page.getByRole('link', { name: blogMessages.createPost }).click();
    await t.page.waitForURL(`${t.server.url}/admin/blog/new`);
  });

  it('asks before leaving a form with unsaved changes', async () => {
    await t.page.getByLabel('Title').fill('Half written');
    let asked = '';
    t.page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await t.page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await t.page.waitForTimeout(200);
    expect(asked).toMatch(/unsaved changes/);
    expect(t.page.url()).toBe(`${t.server.url}/admin/blog/new`);
  });

  it('writes a draft with rich text and an uploaded image', async () => {
    await t.page.getByLabel('Title').fill('Beach Parcel: 4096 m²!');
    expect(await t.page.getByLabel('Slug').inputValue()).toBe('beach-parcel-4096-m');
    await t.page.getByLabel('Excerpt').fill('Sand, sea and sunsets.');

    const editor = t.page.locator('.ql-editor');
    await editor.click();
    await t.page.keyboard.type('Own a ');
    await t.page.keyboard.press('Control+B');
    await t.page.keyboard.type('private');
    await t.page.keyboard.press('Control+B');
    await t.page.keyboard.type(' beach.');
    await expect.poll(() => editor.innerHTML()).toContain('<strong>private</strong>');

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0af' } })
      .png()
      .toBuffer();
    await t.page.getByLabel('Upload file').check();
    await t.page
      .getByLabel('Image file')
      .setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: png });
    await t.page.getByAltText('Preview').waitFor();

    await t.page.getByRole('button', { name: 'Save Post' }).click();
    await t.page.waitForURL(`${t.server.url}/admin/blog`);
    const row = t.page.locator('tr', { hasText: 'Beach Parcel' });
    await row.getByRole('button', { name: blogMessages.draft }).waitFor();
    expect(await row.getByText('e2e-admin').count()).toBe(1);
    expect(await row.getByTestId('thumbnail').getAttribute('src')).toMatch(/^\/uploads\/blog\/\w+\.png$/);
    expect(await publicPosts()).toEqual([]);
  });

  it('publishes it from the list, and the public API serves it', async () => {
    const row = t.page.locator('tr', { hasText: 'Beach Parcel' });
    await row.getByRole('button', { name: blogMessages.draft }).click();
    await row.getByRole('button', { name: blogMessages.published }).waitFor();
    const posts = await publicPosts();
    expect(posts.map((p) => p.slug)).toEqual(['beach-parcel-4096-m']);
    const image = await fetch(`${t.server.url}${posts[0]?.image_url}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const { post } = await (await fetch(`${t.server.url}/api/blog/slug/beach-parcel-4096-m`)).json();
    expect(post.content).toBe('<p>Own a <strong>private</strong> beach.</p>');
  });

  it('edits it in the editor it was written in', async () => {
    const edit = () =>
      t.page.locator('tr', { hasText: 'Beach Parcel' }).getByRole('link', { name: /Edit/ }).click();
    const editor = t.page.locator('.ql-editor');
    // Opening and leaving untouched asks nothing.
    let asked = false;
    const onDialog = () => {
      asked = true;
    };
    t.page.on('dialog', onDialog);
    await edit();
    await expect.poll(() => editor.innerHTML()).toContain('<strong>private</strong>');
    await t.page.getByRole('link', { name: 'Cancel' }).click();
    await t.page.waitForURL(`${t.server.url}/admin/blog`);
    t.page.off('dialog', onDialog);
    expect(asked).toBe(false);

    await edit();
    await expect.poll(() => editor.innerHTML()).toContain('<strong>private</strong>');
    expect(await t.page.getByLabel('Slug').inputValue()).toBe('beach-parcel-4096-m');
    await t.page.getByLabel('Title').fill('Beach Parcel, renamed');
    // The slug of a stored post stays as it is.
    expect(await t.page.getByLabel('Slug').inputValue()).toBe('beach-parcel-4096-m');
    await t.page.getByRole('button', { name: 'Save Post' }).click();
    await t.page.waitForURL(`${t.server.url}/admin/blog`);
    await t.page.getByRole('cell', { name: 'Beach Parcel, renamed', exact: true }).waitFor();
  });

  it('deletes it after confirming', async () => {
    let asked = '';
    t.page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await t.page
      .locator('tr', { hasText: 'Beach Parcel' })
      .getByRole('button', { name: /Delete/ })
      .click();
    await t.page.getByText('No blog posts yet.').waitFor();
    expect(asked).toBe(blogMessages.deleteConfirm);
    expect(await publicPosts()).toEqual([]);
  });
});

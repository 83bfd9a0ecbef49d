import { type BlogPost, blogMessages } from '@land-office/contract';
import { expect, SITE_TIMEZONE, test } from './fixtures.ts';

/** An instant as a `datetime-local` value on the site's clock (`2026-12-04T18:00`). */
function onSiteClock(ms: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SITE_TIMEZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test.describe('scheduling', () => {
  test.beforeEach(async ({ api }) => {
    await api.clear('blog');
  });

  test('schedules a post for the next minute on the site clock, and the public API shows it from then on', async ({
    adminPage: page,
    api,
  }) => {
    // The picker names whole minutes: the post goes live 20 to 80 s from now, watched in real time.
    test.setTimeout(150_000);
    // The admin's clock is the real one (installed, so the test owns it); the server's is real too.
    await page.clock.install({ time: Date.now() });
    // The next whole minute (what the picker names) at least 20 s away.
    let at = Math.ceil(Date.now() / 60_000) * 60_000;
    if (at - Date.now() < 20_000) at += 60_000;

    await page.goto('/admin/blog/new');
    await page.getByLabel('Title', { exact: true }).fill('Flash sale');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Half price, this hour only.');
    await page.getByLabel(blogMessages.published, { exact: true }).check();
    await expect(page.getByText(`Time zone: ${SITE_TIMEZONE}`)).toBeVisible();
    await page.getByLabel('Publish at').fill(onSiteClock(at));
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(page).toHaveURL('/admin/blog');
    await expect(page.locator('tr', { hasText: 'Flash sale' }).getByText(/^Scheduled · /)).toBeVisible();

    const [stored] = await api.get<Array<{ id: number }>>('/blog/admin');
    const { post } = await api.get<{ post: BlogPost }>(`/blog/admin/${stored?.id}`);
    expect(post.publish_at).toBe(new Date(at).toISOString());

    // Watched until it appears: never before its minute, in the list and by its slug.
    const seen: Array<{ asked: number; answered: number; listed: boolean; bySlug: number }> = [];
    await expect
      .poll(
        async () => {
          const asked = Date.now();
          const listed = (await api.publicGet<Array<{ slug: string }>>('/blog')).some(
            (p) => p.slug === 'flash-sale',
          );
          const bySlug = (await page.request.get('/api/blog/slug/flash-sale')).status();
          seen.push({ asked, answered: Date.now(), listed, bySlug });
          return listed && bySlug === 200;
        },
        { timeout: at - Date.now() + 15_000, intervals: [250] },
      )
      .toBe(true);
    for (const look of seen) {
      if (look.answered < at)
        expect(look, 'not public before its time').toMatchObject({ listed: false, bySlug: 404 });
      if (look.asked > at + 1000)
        expect(look, 'public from its time').toMatchObject({ listed: true, bySlug: 200 });
    }
    expect(seen.some((look) => look.answered < at)).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import type { ListingSearchResult, SiteSettings, SupportMember } from '@land-office/contract';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { type ProfileBehaviour, residents } from '../../../test-servers/profile-server.ts';
import type { StaticServer } from '../../../test-servers/static-server.ts';
import { type AdminApi, png } from './admin-api.ts';
import { graveViolations } from './axe.ts';
import { expect, INWORLD_SECRET, test } from './fixtures.ts';

/**
 * The public website (packages/site) as a visitor meets it, in a real browser: the pages the API
 * renders at `/`, and the small scripts ("islands") that make them livelier without being needed.
 * Each test makes its own content through the API, with names of its own.
 */

/** The slideshow turns this often (assets/islands/slideshow.js). */
const SLIDE_MS = 6_000;
/** The support roster asks for the team's status this often (assets/islands/support-status.js). */
const ROSTER_MS = 30_000;
/** The site's background in each theme (src/styles.ts), as the browser computes it. */
const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(15, 22, 29)' };

const unique = () => randomUUID().slice(0, 8);

type Profiles = { behave: (uuid: string, behaviour: ProfileBehaviour) => void };

/** A support member of the test's own, whose profile page is a fixture resident's, once looked up. */
async function supportMember(api: AdminApi, profiles: Profiles, resident: string) {
  const uuid = randomUUID();
  profiles.behave(uuid, { page: resident });
  const created = await api.createMember({ uuid, languages: 'en,pt', roles: ['support', 'sales'] });
  await expect
    .poll(async () => (await api.get<SupportMember>(`/admin/support/${created.id}`)).profile_status)
    .toBe('found');
  return { ...created, uuid };
}

/** The members' photos live on Second Life's picture service: answered here with a real JPEG. */
async function servePhotos(page: Page) {
  const jpeg = await sharp({ create: { width: 72, height: 72, channels: 3, background: '#7a9' } })
    .jpeg()
    .toBuffer();
  await page.route('https://picture-service.secondlife.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/jpeg', body: jpeg }),
  );
}

/** Three banners with images uploaded to the server itself. */
async function createBanners(api: AdminApi, tag: string) {
  const colours = ['#2a6f97', '#e9c46a', '#264653'];
  for (const [i, colour] of colours.entries())
    await api.createBanner({
      title: `Coast ${i + 1} ${tag}`,
      alt_text: `A quiet beach at sunset, view ${i + 1} ${tag}`,
      is_active: true,
      colour,
    });
  return colours.map((_, i) => `A quiet beach at sunset, view ${i + 1} ${tag}`);
}

/**
 * What a real site holds: a hero with its default colours, banners, a service, posts (one with an
 * image), questions in two categories, a page, a menu entry and a support member.
 */
async function seedSite(api: AdminApi, profiles: Profiles) {
  const tag = unique();
  const hero = `Your island awaits ${tag}`;
  await api.createHero({
    title: hero,
    description: 'Sims by the sea, for a week, a month or for good.',
    button_text: 'See available land',
    button_url: '/available-land',
    is_active: true,
  });
  const banners = await createBanners(api, tag);
  const service = `Weekly rentals ${tag}`;
  await api.createService({
    title: service,
    description: 'Parcels from 512 m², paid by the week in L$.',
    icon: 'faHome',
    link_url: '/available-land',
    is_active: true,
  });
  const image = await api.upload('/upload/blog', `harbour-${tag}.png`, await png(64, 36, '#3d5a80'));
  const posts: Array<{ title: string; slug: string }> = [];
  for (const n of [1, 2, 3]) {
    const title = `Harbour news ${n} ${tag}`;
    const post = await api.createPost({
      title,
      slug: `harbour-news-${n}-${tag}`,
      content: `<p>The harbour opens on <strong>Saturday</strong>. <a href="/support">Ask our team</a>.</p><h2>What is new</h2><ul><li>Moorings</li><li>A boat rental</li></ul>`,
      image_url: n === 3 ? image : undefined,
      published: true,
    });
    posts.push({ title, slug: post.slug });
  }
  for (const [question, category] of [
    [`How do I pay rent? ${tag}`, 'Billing'],
    [`Can I build a skybox? ${tag}`, 'Building'],
  ] as const)
    await api.post('/faq/admin', {
      question,
      answer: '<p>Yes: at any rental box, in L$. <a href="/support">Ask us</a> if in doubt.</p>',
      category,
      is_active: true,
    });
  const page = `about-${tag}`;
  await api.post('/pages/admin', {
    title: `About us ${tag}`,
    slug: page,
    content: '<p>We have rented land in Second Life since 2009.</p><h2>Our team</h2><p>Six people.</p>',
    published: true,
  });
  await api.post('/menu/admin', {
    label: `Land ${tag}`,
    url: '/available-land',
    is_external: false,
    is_active: true,
  });
  await supportMember(api, profiles, residents.marisol);
  return { tag, hero, banners, service, posts, page };
}

/** Runs one land source's scrape, so the site lists its parcels. */
async function seedListings(api: AdminApi, landSources: StaticServer) {
  await api.saveScraperConfig({ activeScraper: 'casperlet', url: `${landSources.url}/casperlet/index.html` });
  await api.runScraper();
}

/** Presses Tab until `target` has the focus (as a keyboard user reaches it), failing after `most`. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Counts the main frame's navigations from now on (a flip "at once" makes none). */
function countNavigations(page: Page) {
  const seen = { count: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.count++;
  });
  return seen;
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * Every request the page makes, recorded; any that would leave the machine is aborted here, so the
 * test sees what the page tried to load without a packet going out.
 */
async function recordOffsite(page: Page) {
  const offsite: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (isLoopback(url)) return route.fallback();
    offsite.push(url.href);
    return route.abort('blockedbyclient');
  });
  return offsite;
}

/**
 * Sets the site's Google Analytics ID for the test, and sets it back whatever happens: a worker's
 * tests share its server (one at a time), and the next one must not meet a consent banner.
 */
async function withAnalytics(api: AdminApi, run: () => Promise<void>) {
  const before = await api.get<SiteSettings>('/site-settings/admin');
  await api.put('/site-settings/admin', { google_analytics: 'G-TEST1234' });
  try {
    await run();
  } finally {
    await api.put('/site-settings/admin', { google_analytics: before.google_analytics ?? '' });
  }
}

/** The consent banner, named by its whole question (which names the service). */
const consentBanner = (page: Page) =>
  page.getByRole('region', {
    name: 'We would like to measure visits with Google Analytics. Nothing is sent unless you accept.',
  });

test.describe('public site: home page', () => {
  test('shows the heroes, the banner slideshow, the services and the latest posts', async ({
    page,
    api,
    profiles,
  }) => {
    await api.clear('banner');
    const seed = await seedSite(api, profiles);
    await page.goto('/');

    const hero = page.getByRole('heading', { level: 2, name: seed.hero });
    await expect(hero).toBeVisible();
    await expect(
      page.locator('section.hero', { has: hero }).getByRole('link', { name: 'See available land' }),
    ).toHaveAttribute('href', '/available-land');

    const show = page.getByRole('region', { name: 'Banners' });
    await expect(show.getByRole('group')).toHaveCount(1);
    await expect(show.getByRole('group')).toHaveAccessibleName('Banner 1 of 3');
    const first = show.getByRole('img', { name: seed.banners[0] });
    await expect(first).toBeVisible();
    // The uploaded image itself is served and drawn.
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(show.getByRole('img', { name: seed.banners[1] })).toBeHidden();

    const services = page.getByRole('region', { name: 'Services' });
    await expect(services.getByRole('heading', { level: 3, name: seed.service })).toBeVisible();

    const latest = page.getByRole('region', { name: 'Latest posts' });
    // The newest first: the last post made.
    await expect(latest.getByRole('heading', { level: 3 }).first()).toHaveText(seed.posts[2]?.title ?? '');
    await latest.getByRole('link', { name: seed.posts[2]?.title, exact: true }).click();
    await expect(page).toHaveURL(`/blog/${seed.posts[2]?.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: seed.posts[2]?.title })).toBeVisible();
  });

  test.describe('the slideshow', () => {
    test.beforeEach(async ({ api }) => {
      await api.clear('banner');
    });

    test('is turned by keyboard, one banner at a time, and pauses under the pointer and the focus', async ({
      page,
      api,
    }) => {
      await createBanners(api, unique());
      await page.clock.install();
      await page.goto('/');
      const show = page.getByRole('region', { name: 'Banners' });
      // Only the banner on show is visible (and in the accessibility tree).
      const current = show.getByRole('group');
      await expect(current).toHaveAccessibleName('Banner 1 of 3');
      await expect(current).toHaveCount(1);

      // It turns by itself…
      await page.clock.fastForward(SLIDE_MS);
      await expect(current).toHaveAccessibleName('Banner 2 of 3');

      // …but not while the keyboard focus is in it.
      const previous = show.getByRole('button', { name: 'Previous' });
      const pause = show.getByRole('button', { name: 'Pause' });
      const next = show.getByRole('button', { name: 'Next' });
      await tabTo(page, previous);
      await page.clock.fastForward(SLIDE_MS + 1_000);
      await expect(current).toHaveAccessibleName('Banner 2 of 3');
      await page.keyboard.press('Enter');
      await expect(current).toHaveAccessibleName('Banner 1 of 3');
      await page.keyboard.press('Enter');
      await expect(current).toHaveAccessibleName('Banner 3 of 3');
      await page.keyboard.press('Tab');
      await expect(pause).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(current).toHaveAccessibleName('Banner 1 of 3');
      await page.keyboard.press('Enter');
      await expect(current).toHaveAccessibleName('Banner 2 of 3');
      await expect(current).toHaveCount(1);

      // The arrow keys turn it while the focus is inside.
      await page.keyboard.press('ArrowRight');
      await expect(current).toHaveAccessibleName('Banner 3 of 3');
      await page.keyboard.press('ArrowRight');
      await expect(current).toHaveAccessibleName('Banner 1 of 3');
      await page.keyboard.press('ArrowLeft');
      await expect(current).toHaveAccessibleName('Banner 3 of 3');
      await page.clock.fastForward(SLIDE_MS + 1_000);
      await expect(current).toHaveAccessibleName('Banner 3 of 3');

      // Focus gone: it turns again.
      await page.keyboard.press('Tab');
      await expect(next).not.toBeFocused();
      await page.clock.fastForward(SLIDE_MS);
      await expect(current).toHaveAccessibleName('Banner 1 of 3');

      // Under the pointer it waits; the pointer gone, it goes on.
      await show.hover();
      await page.clock.fastForward(SLIDE_MS + 1_000);
      await expect(current).toHaveAccessibleName('Banner 1 of 3');
      await page.mouse.move(0, 0);
      await page.clock.fastForward(SLIDE_MS);
      await expect(current).toHaveAccessibleName('Banner 2 of 3');

      // Pause stops it for good, and says so.
      await tabTo(page, pause);
      await page.keyboard.press('Enter');
      const play = show.getByRole('button', { name: 'Play' });
      await expect(play).toBeFocused();
      await expect(play).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await show.evaluate((el) => el.contains(document.activeElement))).toBe(false);
      await page.clock.fastForward(SLIDE_MS * 3);
      await expect(current).toHaveAccessibleName('Banner 2 of 3');
    });

    test('never turns by itself for a visitor who asks for reduced motion', async ({ page, api }) => {
      const alts = await createBanners(api, unique());
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.goto('/');
      const show = page.getByRole('region', { name: 'Banners' });
      const current = show.getByRole('group');
      await expect(current).toHaveAccessibleName('Banner 1 of 3');
      // It starts paused, and its button offers to play.
      await expect(show.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
      await page.clock.fastForward(SLIDE_MS + 1_000);
      await page.clock.fastForward(SLIDE_MS * 5);
      await expect(current).toHaveAccessibleName('Banner 1 of 3');
      await expect(show.getByRole('img', { name: alts[0] })).toBeVisible();
      // The visitor still turns it.
      await show.getByRole('button', { name: 'Next' }).click();
      await expect(current).toHaveAccessibleName('Banner 2 of 3');
      await expect(show.getByRole('img', { name: alts[1] })).toBeVisible();
    });
  });
});

/**
 * Starts the visitor in the light theme: the site's default theme is a setting other tests of the
 * same server change (settings.spec.ts saves dark).
 */
const startLight = (page: Page, baseURL: string | undefined) =>
  page.context().addCookies([{ name: 'theme', value: 'light', url: baseURL as string }]);

test.describe('public site: theme', () => {
  test('the toggle flips the theme at once, and the next page is dark from its first paint', async ({
    page,
    baseURL,
  }) => {
    await startLight(page, baseURL);
    await page.goto('/faq');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const navigations = countNavigations(page);

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.dark);
    await expect(page.getByRole('button', { name: 'Light theme' })).toBeVisible();
    expect(navigations.count).toBe(0);
    expect(await page.context().cookies()).toContainEqual(
      expect.objectContaining({ name: 'theme', value: 'dark' }),
    );

    // What the document is when it is first parsed, before any script of the page runs.
    await page.addInitScript((background) => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { firstPaint: { theme?: string; dark: boolean } };
        w.firstPaint = {
          theme: document.documentElement.dataset.theme,
          dark: getComputedStyle(document.body).backgroundColor === background,
        };
      });
    }, BACKGROUND.dark);
    const response = await page.reload();
    expect(await response?.text()).toMatch(/<html [^>]*data-theme="dark"/);
    expect(await page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint)).toEqual({
      theme: 'dark',
      dark: true,
    });

    // And back.
    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.light);
  });

  test('on a post, which ships no script, the toggle posts the form and comes back dark', async ({
    page,
    api,
    baseURL,
  }) => {
    await startLight(page, baseURL);
    const tag = unique();
    const post = await api.createPost({
      title: `Scriptless ${tag}`,
      slug: `scriptless-${tag}`,
      content: '<p>Plain words.</p>',
      published: true,
    });
    await page.goto(`/blog/${post.slug}`);
    await expect(page.locator('script[src]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Light theme' })).toBeVisible();
  });
});

test.describe('public site: available land', () => {
  /** The parcels' count the page shows, and what the API counts for the same search. */
  const count = (page: Page) => page.locator('[data-land-count]');
  const expected = async (api: AdminApi, search: string) =>
    (await api.publicGet<ListingSearchResult>(`/available-lands?limit=1&${search}`)).total;
  const parcels = (n: number) => `${n} ${n === 1 ? 'parcel' : 'parcels'}`;

  /** Cards in a list sit one under another at the same left; in a grid, side by side. */
  async function lefts(page: Page) {
    const cards = page.locator('.lands > article');
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    return { sameColumn: a?.x === b?.x, below: (b?.y ?? 0) > (a?.y ?? 0) + (a?.height ?? 0) - 1 };
  }

  test('narrows the parcels by words and period, and shows them as a grid or a list', async ({
    page,
    api,
    landSources,
  }) => {
    await seedListings(api, landSources);
    await page.goto('/available-land');
    const all = await expected(api, 'sort=newest');
    expect(all).toBeGreaterThan(3);
    await expect(count(page)).toHaveText(parcels(all));

    // Words, then Enter: the address holds only what was asked.
    await page.getByRole('searchbox', { name: 'Name or region' }).fill('heron');
    await page.getByRole('searchbox', { name: 'Name or region' }).press('Enter');
    await expect(page).toHaveURL('/available-land?q=heron&sort=newest');
    const heron = await expected(api, 'q=heron');
    expect(heron).toBeLessThan(all);
    expect(heron).toBeGreaterThan(1);
    await expect(count(page)).toHaveText(parcels(heron));
    const cards = page.locator('.lands > article');
    await expect(cards).toHaveCount(heron);
    for (const card of await cards.all()) await expect(card).toContainText(/heron/i);

    // A period searches as soon as it is chosen.
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Per week' });
    await expect(page).toHaveURL('/available-land?q=heron&period=week&sort=newest');
    const weekly = await expected(api, 'q=heron&period=week');
    expect(weekly).toBeLessThan(heron);
    expect(weekly).toBeGreaterThan(0);
    await expect(count(page)).toHaveText(parcels(weekly));
    for (const card of await cards.all()) await expect(card.locator('.price')).toContainText('/week');
    await expect(page.getByRole('searchbox', { name: 'Name or region' })).toHaveValue('heron');

    // Grid and list: the search is kept.
    await page.getByRole('link', { name: 'Clear' }).click();
    await expect(page).toHaveURL('/available-land');
    await expect(page.getByRole('link', { name: 'Grid' })).toHaveAttribute('aria-current', 'true');
    expect(await lefts(page)).toEqual({ sameColumn: false, below: false });
    await page.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL('/available-land?view=list');
    await expect(page.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true');
    expect(await lefts(page)).toEqual({ sameColumn: true, below: true });
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Per day' });
    await expect(page).toHaveURL('/available-land?period=day&sort=newest&view=list');
    await expect(count(page)).toHaveText(parcels(await expected(api, 'period=day')));
    await expect(page.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('public site: consent', () => {
  const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST1234';

  test('asks first: Reject is remembered and loads nothing; Accept loads Google Analytics', async ({
    page,
    api,
  }) => {
    await withAnalytics(api, async () => {
      const offsite = await recordOffsite(page);
      await page.goto('/');
      await expect(consentBanner(page)).toBeVisible();
      await expect(consentBanner(page)).toContainText('Google Analytics');
      expect(await graveViolations(page)).toEqual([]);
      const navigations = countNavigations(page);
      await consentBanner(page).getByRole('button', { name: 'Reject' }).click();
      await expect(consentBanner(page)).toBeHidden();
      expect(navigations.count).toBe(0);
      await page.reload({ waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expect(consentBanner(page)).toHaveCount(0);
      await page.goto('/faq', { waitUntil: 'load' });
      await expect(consentBanner(page)).toHaveCount(0);
      expect(offsite.filter((url) => url.includes('googletagmanager.com'))).toEqual([]);

      // Another visitor (no cookie) accepts.
      await page.context().clearCookies();
      await page.goto('/');
      await expect(consentBanner(page)).toBeVisible();
      await consentBanner(page).getByRole('button', { name: 'Accept' }).click();
      await expect(consentBanner(page)).toBeHidden();
      await expect.poll(() => offsite).toContain(GTAG);
      // Remembered: no banner on the next page, which loads it at once.
      offsite.length = 0;
      await page.goto('/faq');
      await expect(consentBanner(page)).toHaveCount(0);
      await expect.poll(() => offsite).toContain(GTAG);
    });
  });
});

test.describe('public site: content', () => {
  test('a post made and renamed through the API shows on the blog at once', async ({ page, api }) => {
    const tag = unique();
    const post = await api.createPost({
      title: `Lighthouse opening ${tag}`,
      slug: `lighthouse-${tag}`,
      content: '<p>Come and see the new lighthouse.</p>',
      published: true,
    });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 2, name: `Lighthouse opening ${tag}` })).toBeVisible();
    await api.put(`/blog/admin/${post.id}`, { title: `Lighthouse reopening ${tag}` });
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `Lighthouse reopening ${tag}` })).toBeVisible();
    await expect(page.getByText(`Lighthouse opening ${tag}`)).toHaveCount(0);
    await page.getByRole('link', { name: `Lighthouse reopening ${tag}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Lighthouse reopening ${tag}` })).toBeVisible();
  });
});

test.describe('public site: support', () => {
  test('a member reported online in world shows Online without a reload', async ({
    page,
    api,
    profiles,
    request,
  }) => {
    await api.clear('support');
    const member = await supportMember(api, profiles, residents.marisol);
    await servePhotos(page);
    await page.clock.install();
    await page.goto('/support');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Marisol Tidewater' }) });
    await expect(card.getByText('Offline', { exact: true })).toBeVisible();
    const navigations = countNavigations(page);

    const report = (status: 'online' | 'offline') =>
      request.post('/api/support/status', {
        headers: { 'x-inworld-secret': INWORLD_SECRET },
        data: { uuid: member.uuid, status },
      });
    expect((await report('online')).status()).toBe(200);
    await page.clock.fastForward(ROSTER_MS);
    await expect(card.getByText('Online', { exact: true })).toBeVisible();
    expect((await report('offline')).status()).toBe(200);
    await page.clock.fastForward(ROSTER_MS);
    await expect(card.getByText('Offline', { exact: true })).toBeVisible();
    expect(navigations.count).toBe(0);
  });
});

test.describe('public site without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the theme toggle posts its form and the page comes back dark', async ({ page, baseURL }) => {
    await startLight(page, baseURL);
    await page.goto('/support');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page).toHaveURL('/support');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND.dark);
    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the land search works with Apply, and the grid/list links', async ({ page, api, landSources }) => {
    await seedListings(api, landSources);
    await page.goto('/available-land');
    await page.getByRole('searchbox', { name: 'Name or region' }).fill('lagoon');
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Per week' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/available-land\?q=lagoon&.*period=week/);
    const weekly = (await api.publicGet<ListingSearchResult>('/available-lands?q=lagoon&period=week')).total;
    expect(weekly).toBeGreaterThan(0);
    await expect(page.locator('[data-land-count]')).toHaveText(
      `${weekly} ${weekly === 1 ? 'parcel' : 'parcels'}`,
    );
    for (const card of await page.locator('.lands > article').all()) {
      await expect(card).toContainText(/lagoon/i);
      await expect(card.locator('.price')).toContainText('/week');
    }
    await page.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page).toHaveURL(/q=lagoon/);
    await expect(page.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('.lands')).toHaveClass(/\blist\b/);
  });

  test('the consent banner posts its answer and stays away', async ({ page, api }) => {
    await withAnalytics(api, async () => {
      await page.goto('/faq');
      const banner = consentBanner(page);
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Reject' }).click();
      await expect(page).toHaveURL('/faq');
      await expect(banner).toHaveCount(0);
      expect(await page.context().cookies()).toContainEqual(
        expect.objectContaining({ name: 'consent', value: 'rejected' }),
      );
      await page.goto('/');
      await expect(banner).toHaveCount(0);
    });
  });
});

test.describe('public site: accessibility (axe-core, WCAG 2.1 AA rules)', () => {
  const WIDTHS = [375, 1280];
  const THEMES = ['light', 'dark'] as const;
  type Seed = Awaited<ReturnType<typeof seedSite>>;
  const PAGES: Array<[string, (seed: Seed) => string]> = [
    ['the home page', () => '/'],
    ['the blog', () => '/blog'],
    ['a post', (seed) => `/blog/${seed.posts[2]?.slug}`],
    ['the news', () => '/news'],
    ['the available land', () => '/available-land'],
    ['the support team', () => '/support'],
    ['the FAQ', () => '/faq'],
    ['a page by its slug', (seed) => `/${seed.page}`],
    ['the 404 page', (seed) => `/no-such-page-${seed.tag}`],
  ];

  for (const [name, pathOf] of PAGES)
    test(`${name} has no serious or critical violation, light and dark, at 375 and 1280 px`, async ({
      page,
      api,
      profiles,
      landSources,
      baseURL,
    }) => {
      const seed = await seedSite(api, profiles);
      await seedListings(api, landSources);
      await servePhotos(page);
      const path = pathOf(seed);
      const found: Array<{ theme: string; width: number; violations: unknown[] }> = [];
      for (const theme of THEMES)
        for (const width of WIDTHS) {
          await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL as string }]);
          await page.setViewportSize({ width, height: 800 });
          await page.goto(path, { waitUntil: 'load' });
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          const violations = await graveViolations(page);
          if (violations.length) found.push({ theme, width, violations });
        }
      expect(found).toEqual([]);
    });
});

// `npm run bench:site`: Lighthouse on the public website (packages/site). Starts the built server
// (`npm run build` first: this script builds nothing) on loopback with a DATA_DIR of its own and
// PUBLIC_SITE_URL set to its own origin, seeds realistic content through the API (site settings,
// header with an uploaded logo, menu, a hero, banners and posts with uploaded images served from
// /uploads, services, FAQ, support members, 500 listings scraped from a loopback source), then
// runs Lighthouse's default mobile audit (Moto G Power emulation, simulated slow 4G and 4× CPU
// slowdown) on `/`, a post, `/available-land`, `/support` and the admin's sign-in page. Writes bench/results/site.json;
// exits 1 when a category of a page scores under the budget, naming the audits that cost points.
//
// The browser reaches nothing but 127.0.0.1: every other host name resolves to nothing
// (--host-resolver-rules), and any other address goes to a proxy that does not exist.
//
//   npm run bench:site                  every page, the median of 3 Lighthouse runs each
//   npm run bench:site -- --runs=1      one run per page (quicker, noisier)
//   npm run bench:site -- --only=/admin/login   those pages only (comma-separated)
//   npm run bench:site -- --screenshot  also docs/screenshots/site-home.png (1280 × 800, light)
//   npm run bench:site -- --reports     also each page's Lighthouse report (HTML) in
//                                       bench/results/site-reports.tmp
//   CHROMIUM_PATH=/path/to/chrome       the browser (default /usr/bin/chromium)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ReportGenerator } from 'lighthouse/report/generator/report-generator.js';
import { freePort, SERVER_MAIN, startServer } from '../scripts/server-process.mjs';
import { profileSite, random, richText } from './seed.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const SCREENSHOT = args.includes('--screenshot');
const ONLY = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/** Each page's whole Lighthouse report (the median run), for a closer look: bench/results/site-reports.tmp. */
const REPORTS = args.includes('--reports') ? join(root, 'bench/results/site-reports.tmp') : undefined;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ADMIN = { username: 'site-admin', password: 'site-bench-password-123', email: 'site@example.com' };

/** The issue's budget: every category of every page. */
export const BUDGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** What a page is held to: the admin asks search engines not to index it (noindex), so not SEO. */
const budgeted = (path) => CATEGORIES.filter((id) => !(path.startsWith('/admin/') && id === 'seo'));

const log = (line = '') => process.stdout.write(`${line}\n`);
const load = () => loadavg().map((x) => Number(x.toFixed(2)));

// ---------------------------------------------------------------------------------------------
// Images, made here (sharp, the API's own dependency) and uploaded like an admin's

const requireApi = createRequire(join(root, 'packages/api/package.json'));
const sharp = requireApi('sharp');

/** A seaside landscape of `width` × `height` (sky, sun, sea, two hills), varied by `n`, as JPEG. */
function landscape(width, height, n) {
  const sky = 200 + (n % 3) * 8;
  const hills = 95 + (n % 4) * 12;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 160 60" preserveAspectRatio="none">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${sky},65%,62%)"/><stop offset="1" stop-color="hsl(${sky - 10},70%,88%)"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(195,65%,45%)"/><stop offset="1" stop-color="hsl(205,70%,28%)"/>
    </linearGradient>
  </defs>
  <rect width="160" height="60" fill="url(#sky)"/>
  <circle cx="${25 + ((n * 37) % 110)}" cy="15" r="6" fill="hsl(48,100%,80%)"/>
  <rect y="38" width="160" height="22" fill="url(#sea)"/>
  <path d="M0 42 Q20 ${22 + (n % 5) * 2} 45 38 T90 34 T130 30 T160 36 V60 H0Z" fill="hsl(${hills},40%,38%)"/>
  <path d="M0 50 Q35 40 70 48 T160 46 V60 H0Z" fill="hsl(${hills + 10},45%,26%)"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** The site's logo: a rounded square with a stylised parcel, as PNG. */
function logo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="#0b5fae"/>
  <path d="M6 22 L16 8 L26 22 Z" fill="#ffffff"/><rect x="6" y="22" width="20" height="3" fill="#9fd3ff"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Seeding through the API

async function api(url, token) {
  const send = async (method, path, body) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const upload = async (path, field, name, type, bytes) => {
    const form = new FormData();
    form.append(field, new Blob([bytes], { type }), name);
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    if (!res.ok) throw new Error(`POST ${path} (${name}) → ${res.status}: ${await res.text()}`);
    return res.json();
  };
  return { send, upload };
}

const POSTS = [
  ['Six new waterfront parcels on Sunset Bay', 'waterfront-parcels-sunset-bay'],
  ['How tier works on a private estate', 'how-tier-works'],
  ['Building a skybox without upsetting the neighbours', 'skybox-neighbours'],
  ['Our covenant, in plain words', 'covenant-plain-words'],
  ['Homesteads or full regions: which suits you?', 'homesteads-or-full-regions'],
  ['A week of harbour events', 'harbour-events'],
];

const SERVICES = [
  ['Land rental', 'Parcels from 512 m² to full regions, rented by the week or the month.', 'faHouse'],
  ['Land sales', 'Buy a parcel outright on mainland or on one of our private estates.', 'faMap'],
  ['Terraforming', 'We shape the ground to your plans before you move in.', 'faTree'],
  ['Builds to order', 'Homes, shops and gardens built to your plans by our team.', 'faStar'],
  ['Support in three languages', 'English, Portuguese and Spanish, every day of the week.', 'faHeadset'],
  ['Events', 'Markets, concerts and open days on the harbour plaza.', 'faCalendar'],
];

const FAQS = [
  [
    'How do I rent a parcel?',
    'Pick a parcel on the available land page and pay the first week at the rental box.',
    'Renting',
  ],
  ['How is rent paid?', 'In Linden dollars at the rental box on your parcel, weekly or monthly.', 'Renting'],
  [
    'Can I build in the sky?',
    'Yes, skyboxes are welcome above 300 m, within your prim allowance.',
    'Building',
  ],
  [
    'What does the covenant allow?',
    'Homes, shops and gardens; no advertising boards or sound systems heard off the parcel.',
    'Building',
  ],
  ['Who do I contact for help?', 'Any member of our support team listed on the support page.', 'Support'],
  [
    'Do you offer refunds?',
    'Unused whole weeks are refunded when you leave with a week of notice.',
    'Support',
  ],
];

async function seedSite(url, token, { landsUrl }) {
  const { send, upload } = await api(url, token);
  const rnd = random(7);
  const counts = {};

  const logoItem = await upload('/api/admin/media', 'file', 'logo.png', 'image/png', await logo());
  await send('PUT', '/api/site-settings/admin', {
    site_title: 'Harbour Land',
    site_description:
      'Land for rent and for sale in Second Life: waterfront parcels, homesteads and full regions, with support every day.',
    site_keywords: 'second life, land, rent, parcels, regions',
    footer_text: '© Harbour Land. Second Life® is a trademark of Linden Research, Inc.',
    contact_email: 'hello@harbour-land.example',
    social_links: {
      Flickr: 'https://www.flickr.com/photos/harbour-land',
      YouTube: 'https://www.youtube.com/@harbour-land',
    },
    default_theme: 'light',
    header_fixed: true,
    site_language: 'en',
  });
  await send('PUT', '/api/header-settings/admin', {
    logo_light_url: logoItem.item.url,
    logo_dark_url: logoItem.item.url,
    logo_alt: 'Harbour Land',
    logo_width: 32,
    logo_height: 32,
    site_name: 'Harbour Land',
    show_site_name: true,
  });
  await send('PUT', '/api/header-settings/admin/button', {
    text: 'Visit in-world',
    url: 'https://maps.secondlife.com/secondlife/Harbour/128/128/25',
    color_light: '#0b5fae',
    color_dark: '#7cb8f2',
    show_icon: true,
    open_new_tab: true,
    is_active: true,
  });
  const menu = [
    ['Available land', '/available-land'],
    ['Blog', '/blog'],
    ['FAQ', '/faq'],
    ['Support', '/support'],
  ];
  for (const [i, [label, link]] of menu.entries())
    await send('POST', '/api/menu/admin', {
      label,
      url: link,
      is_external: false,
      is_active: true,
      order_pos: i + 1,
    });
  counts.menu = menu.length;

  await send('POST', '/api/hero/admin', {
    title: 'Your place by the sea',
    title_color: '#14202b',
    description:
      'Waterfront parcels, quiet homesteads and whole regions, rented by the week with no setup fee.',
    button_text: 'Browse available land',
    button_url: '/available-land',
    button_color: '#0b5fae',
    is_external: false,
    open_new_tab: false,
    is_active: true,
    order_pos: 1,
  });
  counts.heroes = 1;

  const banners = [
    ['Sunset Bay: six new waterfront parcels', 'Green hills above a calm bay'],
    ['Harbour plaza market, every Saturday', 'The harbour under a clear sky'],
    ['Mountain homesteads, now 20% off', 'Wooded hills above the sea'],
  ];
  for (const [i, [title, alt]] of banners.entries()) {
    const image = await upload(
      '/api/upload/banner',
      'image',
      `banner-${i + 1}.jpg`,
      'image/jpeg',
      await landscape(1280, 480, i),
    );
    await send('POST', '/api/banner/admin', {
      title,
      image_url: image.filePath,
      alt_text: alt,
      link_url: '/available-land',
      is_external: false,
      is_active: true,
      order_pos: i + 1,
    });
  }
  counts.banners = banners.length;

  for (const [i, [title, description, icon]] of SERVICES.entries())
    await send('POST', '/api/service/admin', {
      title,
      description,
      icon,
      link_url: '/support',
      is_external: false,
      is_active: true,
      order_pos: i + 1,
    });
  counts.services = SERVICES.length;

  const slugs = [];
  for (const [i, [title, slug]] of POSTS.entries()) {
    const image = await upload(
      '/api/upload/blog',
      'image',
      `post-${i + 1}.jpg`,
      'image/jpeg',
      await landscape(1280, 720, i + 3),
    );
    await send('POST', '/api/blog/admin', {
      title,
      slug,
      excerpt: '',
      content: richText(rnd, 4 * 1024).replace(/https:\/\/example\.com\//g, '/blog/'),
      image_url: image.filePath,
      published: true,
    });
    slugs.push(slug);
  }
  counts.posts = POSTS.length;

  for (const [i, [question, answer, category]] of FAQS.entries())
    await send('POST', '/api/faq/admin', {
      question,
      answer: `<p>${answer}</p>`,
      category,
      is_active: true,
      order_pos: i + 1,
    });
  counts.faq = FAQS.length;

  // Their names come from the loopback profile site (profileSite), as from Second Life's.
  const members = 6;
  for (let i = 0; i < members; i++)
    await send('POST', '/api/admin/support', {
      uuid: `${String(i + 1).padStart(8, '0')}-1111-4222-a333-444455556666`,
      email: `support${i + 1}@harbour-land.example`,
      languages: ['en', 'en,pt', 'en,es'][i % 3],
      roles: [['support'], ['sales'], ['support', 'manager']][i % 3],
      is_active: true,
    });
  counts.support = members;

  await send('PUT', '/api/land-scraper/config', { activeScraper: 'acatech', url: landsUrl });
  await send('POST', '/api/land-scraper/run');
  counts.lands = (await (await fetch(`${url}/api/available-lands`)).json()).count;
  return { counts, slugs };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/**
 * The browser's flags that keep it on 127.0.0.1: every other host name resolves to nothing, and a
 * request to any other address (or name) goes to a proxy that is not there (port 9, closed).
 */
const LOOPBACK_ONLY = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=127.0.0.1',
];

function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', ...LOOPBACK_ONLY],
  });
}

/** The failing audits of a category: each weighted audit scoring under 1, costliest first. */
function costs(lhr, id) {
  const category = lhr.categories[id];
  const total = category.auditRefs.reduce((n, ref) => n + ref.weight, 0);
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => ({
      id: ref.id,
      title: audit.title,
      score: audit.score,
      points: Math.round(((1 - audit.score) * ref.weight * 1000) / total) / 10,
      ...(audit.displayValue ? { value: audit.displayValue } : {}),
    }))
    .sort((a, b) => b.points - a.points);
}

/** The informative audits that name a problem (opportunities, diagnostics), for the report. */
function hints(lhr) {
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'manual')
    .filter((a) => !lhr.categories.performance.auditRefs.some((r) => r.id === a.id && r.weight > 0))
    .map((a) => a.title);
}

/** Requests the page tried to make to anything but 127.0.0.1 (all refused by the flags above). */
function outside(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.map((item) => item.url).filter((u) => !/^(https?:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(u));
}

async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // The requests of the page, to find any that went for another host.
    onlyAudits: ['network-requests'],
  });
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** The run whose performance score is the median (Lighthouse's advice for a noisy metric). */
function medianRun(lhrs) {
  const sorted = [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return sorted[Math.floor(sorted.length / 2)];
}

// ---------------------------------------------------------------------------------------------

async function screenshot(url) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: LOOPBACK_ONLY,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The slideshow stands still on its first slide for the picture.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const file = join(root, 'docs/screenshots/site-home.png');
    await page.screenshot({ path: file });
    return file;
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!existsSync(SERVER_MAIN) || !existsSync(join(root, 'packages/site/dist/index.js'))) {
    log('bench:site starts the built server: run `npm run build` first.');
    process.exit(2);
  }
  const loadBefore = load();
  const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();
  log(
    `Lighthouse ${requireRoot('lighthouse/package.json').version} on ${chromiumVersion || CHROMIUM}, ${RUNS} run(s) a page; load average ${loadBefore.join(' ')}`,
  );

  const aux = await profileSite();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer({
    port,
    env: {
      PUBLIC_SITE_URL: origin,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      SL_PROFILE_URL_TEMPLATE: aux.urlTemplate,
      FETCH_ALLOW_PRIVATE: '127.0.0.0/8,::1/128',
    },
  });
  let chrome;
  const report = { date: new Date().toISOString(), budget: BUDGET, runsPerPage: RUNS, pages: {} };
  try {
    const login = await fetch(`${server.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const token = `Bearer ${(await login.json()).token}`;
    const { counts, slugs } = await seedSite(server.url, token, { landsUrl: aux.landsUrl });
    log(
      `Seeded: ${Object.entries(counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`,
    );
    report.seeded = counts;

    const pages = ['/', `/blog/${slugs[0]}`, '/available-land', '/support', '/admin/login'].filter(
      (path) => !ONLY || ONLY.includes(path),
    );
    // Each page once, so the cache is warm (as on a live site) before it is measured.
    for (const path of pages) await (await fetch(`${origin}${path}`)).arrayBuffer();

    if (SCREENSHOT) log(`Screenshot: ${await screenshot(`${origin}/`)}`);

    chrome = await launchChrome();
    for (const path of pages) {
      const lhrs = [];
      for (let i = 0; i < RUNS; i++) lhrs.push(await audit(`${origin}${path}`, chrome.port));
      const lhr = medianRun(lhrs);
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
        writeFileSync(join(REPORTS, `${name}.json`), JSON.stringify(lhr));
        writeFileSync(join(REPORTS, `${name}.html`), ReportGenerator.generateReportHtml(lhr));
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]),
      );
      const failing = Object.fromEntries(
        CATEGORIES.map((id) => [id, costs(lhr, id)]).filter(([, list]) => list.length),
      );
      const metric = (id) => lhr.audits[id]?.displayValue;
      report.pages[path] = {
        scores,
        performanceRuns: lhrs.map((l) => Math.round(l.categories.performance.score * 100)),
        metrics: {
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          si: metric('speed-index'),
        },
        failing,
        hints: hints(lhr),
        outsideRequests: [...new Set(lhrs.flatMap(outside))],
      };
      log(
        `  ${path.padEnd(40)} ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join('  ')}` +
          `  (performance runs ${report.pages[path].performanceRuns.join(', ')})`,
      );
    }
    report.lighthouse = requireRoot('lighthouse/package.json').version;
    report.chromium = chromiumVersion;
  } finally {
    await chrome?.kill();
    await server.stop();
    await aux.close();
  }

  report.machine = { cpus: cpus().length, node: process.versions.node, loadBefore, loadAfter: load() };
  const misses = [];
  for (const [path, page] of Object.entries(report.pages))
    for (const id of budgeted(path))
      if (page.scores[id] < BUDGET)
        misses.push({ path, id, score: page.scores[id], failing: page.failing[id] ?? [] });
  const offsite = Object.values(report.pages).some((page) => page.outsideRequests.length);
  report.ok = misses.length === 0 && !offsite;
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/site.json'), `${JSON.stringify(report, null, 2)}\n`);

  for (const [path, page] of Object.entries(report.pages))
    if (page.outsideRequests.length)
      log(
        `OFFSITE ${path} asked for something not on 127.0.0.1 (refused): ${page.outsideRequests.join(', ')}`,
      );
  for (const miss of misses) {
    log(`MISSED ${miss.path} ${miss.id} ${miss.score} < ${BUDGET}:`);
    for (const cost of miss.failing)
      log(`    -${cost.points} ${cost.title}${cost.value ? ` (${cost.value})` : ''}`);
  }
  log(
    `${report.ok ? `Every category ≥ ${BUDGET} on every page` : 'BUDGET MISSED'}; load average ${report.machine.loadAfter.join(' ')}; bench/results/site.json written.`,
  );
  process.exitCode = report.ok ? 0 : 1;
}

const requireRoot = createRequire(join(root, 'package.json'));

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(2);
});

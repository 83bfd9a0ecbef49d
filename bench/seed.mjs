// The benchmark's data set (issue "Benchmarks with budgets"), written through the server's own API
// so every row passes the same validation, sanitising and activity logging as a real one. A
// resource whose routes this build lacks answers 404 and is skipped with a note, so the data set
// grows with the server.
import { createServer } from 'node:http';

export const SEED = {
  blogPosts: 200,
  blogPublished: 190,
  blogContentBytes: 5 * 1024,
  menuItems: 20,
  services: 12,
  heroes: 5,
  banners: 10,
  supportMembers: 30,
  lands: 500,
};

/** A small deterministic generator (mulberry32): every run seeds the same data. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'land parcel region sim mainland estate waterfront beach forest mountain homestead rental ' +
  'covenant prims tier weekly monthly sunset harbour island meadow village plaza market garden ' +
  'terraform skybox build neighbours privacy access road protected linden ocean view quiet ' +
  'spacious landmark teleport group owner tenant support ticket renewal discount season'
).split(' ');

export function words(rnd, n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(WORDS[Math.floor(rnd() * WORDS.length)]);
  return out.join(' ');
}

export const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** Rich text as Quill writes it (headings, paragraphs with marks and links, lists), about `bytes` long. */
export function richText(rnd, bytes) {
  const parts = [];
  let size = 0;
  while (size < bytes) {
    const kind = Math.floor(rnd() * 6);
    let html;
    if (kind === 0) html = `<h2>${capital(words(rnd, 4))}</h2>`;
    else if (kind === 1)
      html = `<ul><li>${words(rnd, 6)}</li><li>${words(rnd, 7)}</li><li>${words(rnd, 5)}</li></ul>`;
    else if (kind === 2)
      html = `<p>${capital(words(rnd, 12))} <a href="https://example.com/${words(rnd, 1)}" rel="noopener noreferrer" target="_blank">${words(rnd, 2)}</a> ${words(rnd, 14)}.</p>`;
    else
      html = `<p>${capital(words(rnd, 10))} <strong>${words(rnd, 3)}</strong> ${words(rnd, 18)}, <em>${words(rnd, 4)}</em> ${words(rnd, 12)}.</p>`;
    parts.push(html);
    size += html.length;
  }
  return parts.join('');
}

function uuid(rnd) {
  const hex = () => Math.floor(rnd() * 16).toString(16);
  const group = (n) => Array.from({ length: n }, hex).join('');
  return `${group(8)}-${group(4)}-4${group(3)}-a${group(3)}-${group(12)}`;
}

/** The 500 listings of a scrape, in the public listing's shape. */
export function scrapedLands(count = SEED.lands) {
  const rnd = random(500);
  const sources = ['acatech', 'casperlet', 'cavetech'];
  const periods = ['day', 'week', 'month', null];
  const lands = Array.from({ length: count }, (_, i) => {
    const region = `${capital(words(rnd, 1))} ${capital(words(rnd, 1))}`;
    return {
      name: rnd() < 0.8 ? `${capital(words(rnd, 2))} ${i + 1}` : null,
      region,
      size_m2: 512 * (1 + Math.floor(rnd() * 128)),
      price_ls: 100 * (1 + Math.floor(rnd() * 500)),
      period: periods[Math.floor(rnd() * periods.length)],
      rating: Math.round(rnd() * 50) / 10,
      source: 'acatech',
      url: `https://acatech.example/lands/${i + 1}`,
    };
  });
  return { source: sources[0], ran_at: new Date(0).toISOString(), count: lands.length, lands };
}

/** Listings per page of the loopback land source (the AcaTech adapter follows at most 20 pages). */
const LANDS_PER_PAGE = 25;

/**
 * Page `n` (1-based) of the listings as an AcaTech-style rentals site shows them (the adapter's
 * selectors: article.parcel, .parcel-name…), with a `rel="next"` link to the following page.
 */
function landSourcePage(lands, n) {
  const pages = Math.ceil(lands.length / LANDS_PER_PAGE);
  const parcels = lands.slice((n - 1) * LANDS_PER_PAGE, n * LANDS_PER_PAGE).map((land, i) => {
    const id = (n - 1) * LANDS_PER_PAGE + i + 1;
    const name = land.name
      ? `<h2 class="parcel-name"><a href="parcel.html?id=${id}">${land.name}</a></h2>`
      : '';
    const price = `L$ ${land.price_ls.toLocaleString('en')}${land.period ? `/${land.period}` : ''}`;
    return (
      `<article class="parcel">${name}<p>Region: <span class="parcel-region">${land.region}</span></p>` +
      `<dl><dt>Size</dt><dd class="parcel-size">${land.size_m2.toLocaleString('en')} m²</dd>` +
      `<dt>Price</dt><dd class="parcel-price">${price}</dd></dl>` +
      `<div class="parcel-rating" data-rating="${land.rating}"></div></article>`
    );
  });
  const next = n < pages ? `<a rel="next" href="page-${n + 1}.html">Next</a>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rentals, page ${n}</title></head><body><main>${parcels.join('')}</main>${next}</body></html>`;
}

/**
 * A resident profile site on loopback, so the support roster's profile lookups answer at once;
 * and, at `landsUrl`, a land source serving `scrapedLands()` for the scraper to read.
 */
export async function profileSite() {
  const lands = scrapedLands().lands;
  const server = createServer((req, res) => {
    const page = /^\/lands\/(?:index|page-(\d+))\.html$/.exec(req.url ?? '');
    const n = page && Number(page[1] ?? 1);
    if (n && n <= Math.ceil(lands.length / LANDS_PER_PAGE)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(landSourcePage(lands, n));
      return;
    }
    const id = /\/resident\/([0-9a-f-]{36})$/.exec(req.url ?? '')?.[1];
    if (!id) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><title>Resident ${id.slice(0, 4)} (resident.${id.slice(0, 8)})</title>` +
        '<meta name="imageid" content="00000000-0000-0000-0000-000000000000"></head>' +
        `<body><h1 class="resident">Resident ${id.slice(0, 4)}</h1></body></html>`,
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    urlTemplate: `http://127.0.0.1:${port}/resident/{uuid}`,
    landsUrl: `http://127.0.0.1:${port}/lands/index.html`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Runs `fn` over `items` with at most `limit` in flight. */
async function pool(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/**
 * Seeds every resource the server has. Returns, per resource, how many rows were written (or why
 * none were), and the published slugs for the slug benchmark. With `landsUrl` (a land source, see
 * profileSite), the listings come from a scraper run over it, as in production.
 */
export async function seed(url, token, { landsUrl } = {}) {
  const rnd = random(42);
  const notes = [];
  const seeded = {};
  const post = async (path, body) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // The not-found handler's answer: this build has no such route.
    if (res.status === 404) return { missing: true };
    if (!res.ok) throw new Error(`POST ${path} → ${res.status}: ${await res.text()}`);
    return { missing: false, body: await res.json() };
  };

  /** Creates `bodies` at `path`; a 404 on the first means the resource is not on this build. */
  const resource = async (name, path, bodies, concurrency = 4) => {
    const first = await post(path, bodies[0]);
    if (first.missing) {
      seeded[name] = 0;
      notes.push(`${name}: POST ${path} answers 404 on this build, skipped`);
      return false;
    }
    await pool(bodies.slice(1), concurrency, (body) => post(path, body));
    seeded[name] = bodies.length;
    return true;
  };

  const slugs = [];
  const posts = Array.from({ length: SEED.blogPosts }, (_, i) => {
    const title = `${capital(words(rnd, 5))} ${i + 1}`;
    const slug = `post-${i + 1}-${words(rnd, 2).replace(/ /g, '-')}`;
    const published = i < SEED.blogPublished;
    if (published) slugs.push(slug);
    return {
      title,
      slug,
      excerpt: capital(words(rnd, 24)),
      content: richText(rnd, SEED.blogContentBytes),
      image_url: `https://images.example.com/blog/${i + 1}.jpg`,
      published,
    };
  });
  await resource('blog_posts', '/api/blog/admin', posts);

  await resource(
    'menu_items',
    '/api/menu/admin',
    Array.from({ length: SEED.menuItems }, (_, i) => ({
      label: capital(words(rnd, 2)).slice(0, 100),
      url: i % 5 === 4 ? `https://partner.example.com/${i}` : `/page-${i + 1}`,
      is_external: i % 5 === 4,
      is_active: i < 16,
      order_pos: i + 1,
    })),
  );

  await resource(
    'services',
    '/api/service/admin',
    Array.from({ length: SEED.services }, (_, i) => ({
      title: capital(words(rnd, 3)),
      description: capital(words(rnd, 30)),
      icon: ['faHome', 'faMap', 'faStar', 'faTree'][i % 4],
      link_url: `/services/${i + 1}`,
      is_external: false,
      is_active: true,
      order_pos: i + 1,
    })),
  );

  await resource(
    'heroes',
    '/api/hero/admin',
    Array.from({ length: SEED.heroes }, (_, i) => ({
      title: capital(words(rnd, 4)),
      title_color: '#000000',
      description: capital(words(rnd, 25)),
      button_text: 'Browse land',
      button_url: '/available-land',
      button_color: '#ffd700',
      is_external: false,
      open_new_tab: false,
      is_active: i === 0,
      order_pos: i + 1,
    })),
  );

  await resource(
    'banners',
    '/api/banner/admin',
    Array.from({ length: SEED.banners }, (_, i) => ({
      title: capital(words(rnd, 3)),
      image_url: `https://images.example.com/banners/${i + 1}.jpg`,
      alt_text: capital(words(rnd, 5)),
      link_url: `/offers/${i + 1}`,
      is_external: false,
      is_active: i < 8,
      order_pos: i + 1,
    })),
  );

  await resource(
    'support_members',
    '/api/admin/support',
    Array.from({ length: SEED.supportMembers }, (_, i) => ({
      uuid: uuid(rnd),
      email: `agent${i + 1}@example.com`,
      languages: ['en', 'en,pt', 'en,es,fr'][i % 3],
      roles: [['support'], ['sales'], ['support', 'manager']][i % 3],
      is_active: i < 25,
    })),
  );

  if (landsUrl) {
    const send = (method, path, body) =>
      fetch(`${url}${path}`, {
        method,
        headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body && JSON.stringify(body),
      });
    const config = await send('PUT', '/api/land-scraper/config', { activeScraper: 'acatech', url: landsUrl });
    if (config.status === 404) {
      seeded.lands = 0;
      notes.push('lands: PUT /api/land-scraper/config answers 404 on this build, skipped');
    } else {
      if (!config.ok)
        throw new Error(`PUT /api/land-scraper/config → ${config.status}: ${await config.text()}`);
      const run = await send('POST', '/api/land-scraper/run');
      if (!run.ok) throw new Error(`POST /api/land-scraper/run → ${run.status}: ${await run.text()}`);
      const listed = await (await fetch(`${url}/api/available-lands`)).json();
      seeded.lands = listed.count;
      if (listed.count !== SEED.lands)
        notes.push(`lands: the scrape listed ${listed.count} of ${SEED.lands}`);
    }
  }

  return { seeded, notes, slugs };
}

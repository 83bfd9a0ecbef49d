import { type Random, richText, seededRandom, text } from './random-text.js';

const blank = (rng: Random) => rng.pick([undefined, null, '']);
const internalUrl = (rng: Random) =>
  rng.pick([
    '/',
    '/news',
    '/available-land',
    '/café/ilha',
    '/a?b=1&c=ü',
    '#top',
    '/x#y',
    `/p/${rng.int(1, 9)}`,
  ]);
const externalUrl = (rng: Random) =>
  rng.pick([
    'https://example.com/',
    'http://example.org/p?q=1',
    'https://münchen.example/straße',
    'https://x.example/ü',
  ]);
const link = (rng: Random, external: boolean) => (external ? externalUrl(rng) : internalUrl(rng));
const flag = (rng: Random) => rng.pick([undefined, true, false]);
const orderPos = (rng: Random) => rng.pick([undefined, 0, 0, 1, 2, -3, rng.int(-1000, 1000), '7', 'x', 2.7]);
const colour = (rng: Random) => rng.pick([undefined, '#FFD700', '#abc', '#10b981', '#F0A']);

const hex = (rng: Random, n: number) =>
  Array.from({ length: n }, () => rng.pick([...'0123456789abcdefABCDEF'])).join('');

/**
 * One instance's worth of content (`posts` blog posts) as a client may send it to the create routes
 * and the import, drawn from the contract's rules: required and optional fields, blanks, maximum
 * lengths, unicode, labels that repeat.
 */
export function generateContent(seed: number, opts: { posts: number }) {
  const rng = seededRandom(seed);
  // A few labels and titles that many items share, as a menu holds two "Home" items.
  const shared = Array.from({ length: 4 }, () => text(rng, 1, 100).trim());
  const repeatable = (max: number) => (rng.chance(0.5) ? rng.pick(shared) : text(rng, 1, max));
  const some = <T>(make: () => T, max = 12) => Array.from({ length: rng.int(2, max) }, make);
  const posts = Array.from({ length: opts.posts }, (_, i) => ({
    title: text(rng, 1, 255),
    slug: `${i}-${hex(rng, 6).toLowerCase()}${rng.pick(['', '_x', '-y'])}`,
    excerpt: rng.chance(0.5) ? blank(rng) : text(rng, 1, 1000),
    content: richText(rng, i === 10),
    image_url: rng.pick([
      undefined,
      null,
      '',
      'https://cdn.example.com/p.png',
      `/uploads/blog/${hex(rng, 8)}.png`,
    ]),
    published: flag(rng),
  }));
  const menuItems = some(() => {
    const external = rng.chance(0.3);
    return {
      label: repeatable(100),
      url: link(rng, external),
      is_external: external || rng.pick([undefined, false]),
      is_active: flag(rng),
      order_pos: orderPos(rng),
    };
  });
  const services = some(() => {
    const external = rng.chance(0.3);
    return {
      title: repeatable(255),
      description: text(rng, 1, 2000),
      icon: rng.pick(['faHome', 'faMapLocationDot', 'faStar', 'fa1']),
      link_url: rng.chance(0.5) ? blank(rng) : link(rng, external),
      is_external: external,
      is_active: flag(rng),
      order_pos: orderPos(rng),
    };
  });
  const heroes = some(() => {
    const external = rng.chance(0.3);
    return {
      title: repeatable(255),
      title_color: colour(rng),
      description: text(rng, 1, 2000),
      button_text: text(rng, 1, 100),
      button_url: link(rng, external),
      button_color: colour(rng),
      is_external: external,
      open_new_tab: flag(rng),
      is_active: flag(rng),
      order_pos: orderPos(rng),
    };
  });
  const images = [
    'https://cdn.example.com/b.png',
    '//cdn.example.com/c.webp',
    `/uploads/banners/${hex(rng, 8)}.png`,
  ];
  const banners = some(() => {
    const external = rng.chance(0.3);
    return {
      title: rng.chance(0.5) ? blank(rng) : text(rng, 1, 255),
      image_url: rng.pick(images),
      alt_text: rng.chance(0.5) ? rng.pick([undefined, '']) : text(rng, 1, 255),
      link_url: rng.chance(0.5) ? blank(rng) : link(rng, external),
      is_external: external,
      is_active: flag(rng),
      order_pos: orderPos(rng),
    };
  });
  const members = some(() => ({
    uuid: [8, 4, 4, 4, 12].map((n) => hex(rng, n)).join('-'),
    email: rng.pick([undefined, null, '', ' ann@example.com ', `M.${hex(rng, 4)}@Example.com`]),
    languages: rng.pick([undefined, '', 'en', 'EN, pt', 'pt,pt,es', 'de,it,fr,en']),
    roles: rng.pick([undefined, [], ['support'], ['sales', 'owner', 'sales']]),
    is_active: flag(rng),
  }));
  const settings = {
    site: {
      site_title: text(rng, 1, 200),
      site_description: rng.chance(0.3) ? '' : text(rng, 1, 1000),
      contact_email: rng.pick(['', 'team@example.com']),
      social_links: rng.chance(0.5) ? {} : { x: 'https://x.com/bay', 'my-blog_2': 'https://blog.example/ü' },
      google_analytics: rng.pick(['', 'G-AB12CD34']),
      default_theme: rng.pick(['light', 'dark']),
      header_fixed: rng.chance(0.5),
      site_language: rng.pick(['en', 'pt-BR']),
    },
    header: {
      logo_light_url: rng.pick(['', '/uploads/header/l.png', 'https://cdn.example.com/l.png']),
      logo_width: rng.int(16, 200),
      site_name: text(rng, 0, 200),
      show_site_name: rng.chance(0.5),
    },
    header_button: {
      text: text(rng, 1, 100),
      url: link(rng, rng.chance(0.5)),
      color_light: rng.pick(['#F59E0B', '#abc', '#11223344']),
    },
    available_land_page: {
      page_title: text(rng, 1, 200),
      page_subtitle: rng.chance(0.3) ? '' : text(rng, 1, 500),
      default_view: rng.pick(['grid', 'list']),
    },
  };
  return { posts, menuItems, services, heroes, banners, members, settings };
}

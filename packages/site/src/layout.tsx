import type { ReactNode } from 'react';
import { textOn } from './colours.js';
import { absolute, isExternal, safeHref } from './links.js';
import { siteStyles } from './styles.js';
import type { IslandName, PageContext, PageView } from './view.js';

const FEEDS = { rss: '/api/feed.xml', atom: '/api/feed.atom', sitemap: '/api/sitemap.xml' };

/** A link the admin entered: external ones open in a new tab, without access to this page. */
export function SiteLink({
  href,
  external,
  newTab,
  className,
  style,
  children,
  t,
}: {
  href: string;
  external?: boolean;
  newTab?: boolean;
  className?: string;
  style?: React.CSSProperties;
  children: ReactNode;
  t: PageContext['t'];
}) {
  const opensTab = newTab ?? isExternal(href, external);
  return (
    <a
      href={safeHref(href)}
      className={className}
      style={style}
      {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {opensTab ? <span className="visually-hidden"> {t('opensNewTab')}</span> : null}
    </a>
  );
}

function Header(ctx: PageContext) {
  const { header, button, menu, site, t, theme } = ctx;
  const name = header.site_name || site.site_title;
  // An empty logo URL means the default logo of that theme, as the admin's preview shows.
  const logos = [
    ['light', header.logo_light_url || ctx.defaultLogos.light],
    ['dark', header.logo_dark_url || ctx.defaultLogos.dark],
  ] as const;
  const showName = header.show_site_name;
  return (
    <header className={site.header_fixed ? 'site-header fixed' : 'site-header'}>
      <div className="bar">
        <a className="brand" href="/">
          {logos.map(([which, url]) =>
            url ? (
              <img
                key={which}
                className={`logo logo-${which}`}
                src={safeHref(url)}
                alt={showName ? '' : header.logo_alt || name}
                width={header.logo_width}
                height={header.logo_height}
              />
            ) : null,
          )}
          {showName ? <span className="brand-name">{name}</span> : null}
        </a>
        <nav aria-label={t('mainMenu')}>
          <ul className="menu">
            {menu.map((item) => (
              <li key={item.id}>
                <SiteLink href={item.url} external={item.is_external} t={t}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="actions">
          {button.is_active ? (
            <SiteLink
              className="header-button"
              href={button.url}
              newTab={button.open_new_tab}
              style={
                {
                  '--button-light': button.color_light,
                  '--button-light-text': textOn(button.color_light),
                  '--button-dark': button.color_dark,
                  '--button-dark-text': textOn(button.color_dark),
                } as React.CSSProperties
              }
              t={t}
            >
              {button.text}
              {button.show_icon ? (
                <svg aria-hidden="true" viewBox="0 0 448 512" width="14" height="14">
                  <path d="M438.6 278.6c12.5-12.5 12.5-32.8 0-45.3l-160-160c-12.5-12.5-32.8-12.5-45.3 0s-12.5 32.8 0 45.3L338.8 224 32 224c-17.7 0-32 14.3-32 32s14.3 32 32 32l306.7 0L233.4 393.4c-12.5 12.5-12.5 32.8 0 45.3s32.8 12.5 45.3 0l160-160z" />
                </svg>
              ) : null}
            </SiteLink>
          ) : null}
          <form method="post" action="/theme" className="theme-form">
            <input type="hidden" name="theme" value={theme === 'dark' ? 'light' : 'dark'} />
            <input type="hidden" name="back" value={ctx.path} />
            <button
              type="submit"
              className="theme-toggle"
              data-label-light={t('themeToLight')}
              data-label-dark={t('themeToDark')}
            >
              {theme === 'dark' ? t('themeToLight') : t('themeToDark')}
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}

function Footer({ site, t, siteUrl }: PageContext) {
  const social = Object.entries(site.social_links);
  return (
    <footer className="site-footer">
      <div className="wrap footer-grid">
        <p>{site.footer_text}</p>
        {site.contact_email ? (
          <p>
            {t('contact')}: <a href={`mailto:${site.contact_email}`}>{site.contact_email}</a>
          </p>
        ) : null}
        {social.length ? (
          <nav aria-label={t('follow')}>
            <ul className="inline-list">
              {social.map(([name, url]) => (
                <li key={name}>
                  <SiteLink href={url} external t={t}>
                    {name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {siteUrl ? (
          <nav aria-label={t('feeds')}>
            <ul className="inline-list">
              <li>
                <a href={FEEDS.rss}>RSS</a>
              </li>
              <li>
                <a href={FEEDS.atom}>Atom</a>
              </li>
              <li>
                <a href={FEEDS.sitemap}>Sitemap</a>
              </li>
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  );
}

/** The trackers the site settings name, which load only after a visitor accepts them. */
export const trackersOf = (site: PageContext['site']) =>
  [site.google_analytics ? 'Google Analytics' : null, site.facebook_pixel ? 'Facebook Pixel' : null].filter(
    (name): name is string => name !== null,
  );

function ConsentBanner({ site, t, path, language }: PageContext) {
  // "Google Analytics and Facebook Pixel" / "Google Analytics e Facebook Pixel".
  const services = new Intl.ListFormat(language, { type: 'conjunction' }).format(trackersOf(site));
  return (
    <section className="consent" aria-labelledby="consent-text" data-consent-banner="">
      <p id="consent-text">{t('consentText', { services })}</p>
      <form method="post" action="/consent" className="consent-actions">
        <input type="hidden" name="back" value={path} />
        <button type="submit" name="choice" value="accepted" className="primary">
          {t('accept')}
        </button>
        <button type="submit" name="choice" value="rejected">
          {t('reject')}
        </button>
      </form>
    </section>
  );
}

/** The organisation behind the site, for search engines (JSON-LD), on every page. */
function organisation(ctx: PageContext) {
  const { site, header, siteUrl } = ctx;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: header.site_name || site.site_title,
    ...(siteUrl ? { url: absolute(siteUrl, '/') } : {}),
    ...(header.logo_light_url && siteUrl ? { logo: absolute(siteUrl, header.logo_light_url) } : {}),
    ...(site.contact_email ? { email: site.contact_email } : {}),
    ...(Object.keys(site.social_links).length ? { sameAs: Object.values(site.social_links) } : {}),
  };
}

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The whole document of a page: head (title, description, cards, JSON-LD), header, main, footer. */
export function Document({ ctx, page }: { ctx: PageContext; page: PageView }) {
  const { site, t, theme, siteUrl, language } = ctx;
  const title = page.title === site.site_title ? site.site_title : `${page.title} · ${site.site_title}`;
  const description = page.description || site.site_description;
  // Only an absolute address: a relative canonical (no PUBLIC_SITE_URL) is ignored by search
  // engines and marked by Lighthouse, so without the site's address there is none.
  const linked = page.canonical ? absolute(siteUrl, page.canonical) : undefined;
  const canonical = linked && /^https?:\/\//i.test(linked) ? linked : undefined;
  const trackers = trackersOf(site);
  const askConsent = trackers.length > 0 && ctx.consent === undefined;
  // A post ships no script of ours: its theme toggle is the form alone (a round trip).
  const islands = new Set<IslandName>([
    ...(page.scriptFree ? [] : ['theme' as const]),
    ...(page.islands ?? []),
  ]);
  if (trackers.length > 0) islands.add('consent');
  return (
    <html lang={language} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {site.site_keywords ? <meta name="keywords" content={site.site_keywords} /> : null}
        {page.noindex ? <meta name="robots" content="noindex" /> : null}
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        <meta name="color-scheme" content="light dark" />
        <meta property="og:type" content={page.ogType ?? 'website'} />
        <meta property="og:title" content={page.title} />
        <meta property="og:description" content={description} />
        <meta property="og:site_name" content={site.site_title} />
        {canonical ? <meta property="og:url" content={canonical} /> : null}
        {page.image ? <meta property="og:image" content={absolute(siteUrl, page.image)} /> : null}
        <meta name="twitter:card" content={page.image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={page.title} />
        <meta name="twitter:description" content={description} />
        {page.image ? <meta name="twitter:image" content={absolute(siteUrl, page.image)} /> : null}
        {siteUrl ? (
          <>
            <link rel="alternate" type="application/rss+xml" title={site.site_title} href={FEEDS.rss} />
            <link rel="alternate" type="application/atom+xml" title={site.site_title} href={FEEDS.atom} />
          </>
        ) : null}
        <link rel="icon" href="/favicon.ico" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own style sheet, a constant */}
        <style dangerouslySetInnerHTML={{ __html: siteStyles }} />
        {[organisation(ctx), ...(page.jsonLd ?? [])].map((data, i) => (
          <script
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per page
            key={i}
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped
            dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
          />
        ))}
        {[...islands].map((name) => (
          <script key={name} type="module" src={ctx.islands[name]} />
        ))}
      </head>
      <body
        {...(trackers.length
          ? {
              'data-ga': site.google_analytics ?? undefined,
              'data-pixel': site.facebook_pixel ?? undefined,
              'data-consent': ctx.consent ?? undefined,
            }
          : {})}
      >
        <a className="skip" href="#main">
          {t('skip')}
        </a>
        <Header {...ctx} />
        <main id="main" tabIndex={-1}>
          {page.main}
        </main>
        <Footer {...ctx} />
        {askConsent ? <ConsentBanner {...ctx} /> : null}
      </body>
    </html>
  );
}

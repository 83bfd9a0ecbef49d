import type { Chrome } from '@land-office/site';
import { ISLAND_PREFIX, readAssets, type SiteAsset } from '@land-office/site/start';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, NotFound } from '../../errors.js';
import { RETRY_AFTER_SECONDS } from '../../lib/faults.js';
import { acceptedCodings } from '../../plugins/cached-body.js';
import { recordFault } from '../../plugins/errors.js';
import type { ExpiresAt } from '../../plugins/public-cache.js';
import { backPath, choiceCookie, consentCookie, themeCookie } from './cookies.js';
import { blogList, faq, home, land, post, type SitePage, sitePageBySlug, support } from './pages.js';
import { siteReads } from './reads.js';
import { renderer } from './renderer.js';
import { sitePolicy } from './security.js';

const HTML = 'text/html; charset=utf-8';
/** What every page reads besides its own content: the settings and the menu. */
const CHROME_SCOPES = ['settings', 'menu'];
/** Paths that are never pages of the site, whatever a catch-all would say. */
const NOT_SITE = /^\/(api|admin|uploads)(\/|$)/;

/**
 * The public website (issue "Public website", packages/site): server-rendered pages at `/` that
 * read what the public API's routes read (`siteReads`), cached like their answers (one body per
 * page, theme and consent answer) and dropped by any write to what they show, on every instance
 * (each page names its scopes); the islands' scripts; the theme and consent forms that work
 * without JavaScript; robots.txt; and 404 / 503 pages in the site's style. Registered unless
 * PUBLIC_SITE=off.
 */
export async function siteRoutes(app: FastifyInstance) {
  // The scripts and logos are read, and named by their hashes, with the first page or file asked
  // for, not at start.
  let files:
    | { islandUrls: Chrome['islands']; defaultLogos: Chrome['defaultLogos']; byUrl: Map<string, SiteAsset> }
    | undefined;
  const siteFiles = () => {
    if (files) return files;
    const assets = readAssets();
    files = {
      islandUrls: Object.fromEntries(
        Object.entries(assets.islands).map(([name, asset]) => [name, asset.url]),
      ) as Chrome['islands'],
      defaultLogos: { light: assets.logos.light.url, dark: assets.logos.dark.url },
      byUrl: new Map(
        [...Object.values(assets.islands), ...Object.values(assets.logos)].map((asset) => [asset.url, asset]),
      ),
    };
    return files;
  };
  const secure = (req: FastifyRequest) => req.protocol === 'https';

  const reads = siteReads(app);

  /** The chrome of a page: settings, header, button and menu, in the visitor's theme. */
  const readChrome = async (req: FastifyRequest, expiresAt: ExpiresAt): Promise<Chrome> => {
    const [site, header, button, menu] = await Promise.all([
      reads.siteSettings(),
      reads.headerSettings(),
      reads.headerButton(),
      reads.menu(expiresAt),
    ]);
    return {
      site,
      header,
      button,
      menu,
      language: site.site_language,
      theme: themeCookie(req.headers.cookie) ?? site.default_theme,
      consent: consentCookie(req.headers.cookie),
      siteUrl: app.config.publicSiteUrl,
      timeZone: app.config.siteTimezone,
      path: req.url,
      islands: siteFiles().islandUrls,
      defaultLogos: siteFiles().defaultLogos,
    };
  };

  /** A page's whole document and its policy. */
  const renderPage = async (req: FastifyRequest, page: SitePage, expiresAt: ExpiresAt) => {
    const [chrome, view, { pageContext, renderDocument }] = await Promise.all([
      readChrome(req, expiresAt),
      page.build(reads, req, expiresAt),
      renderer(),
    ]);
    if (!view) throw new NotFound(`Not found: ${req.url.split('?')[0]}`);
    const ctx = pageContext(chrome);
    return { html: renderDocument(ctx, view(ctx)), policy: sitePolicy(chrome.site) };
  };

  /**
   * A page's route. Its cache key is the route, the page's variant (a slug, a search) and the
   * visitor's theme and consent cookies; a visit with neither cookie nor variant, the usual one,
   * takes a key made once, so a hit builds no string to look up.
   */
  const serve = (path: string, page: SitePage) => {
    const plainKey = `site:${path}||-|-`;
    const dependsOn = [...CHROME_SCOPES, ...page.scopes];
    return (req: FastifyRequest, reply: FastifyReply) => {
      const cookies = req.headers.cookie;
      const variant = page.variant?.(req) ?? '';
      const key =
        cookies === undefined && variant === ''
          ? plainKey
          : `site:${path}|${variant}|${themeCookie(cookies) ?? '-'}|${consentCookie(cookies) ?? '-'}`;
      let policy = '';
      return app.publicCache.reply(
        req,
        reply,
        key,
        async (expiresAt: ExpiresAt) => {
          const rendered = await renderPage(req, page, expiresAt);
          policy = rendered.policy;
          return rendered.html;
        },
        {
          contentType: HTML,
          dependsOn,
          headers: () => ({ 'content-security-policy': policy, vary: 'accept-encoding, cookie' }),
        },
      );
    };
  };

  /** A 404 or 503 in the site's style, never cached; plain when even the settings cannot be read. */
  const errorPage = async (
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    headers: Record<string, string>,
  ) => {
    const { notFoundPage, pageContext, plainUnavailable, renderDocument, unavailablePage } = await renderer();
    let chrome: Chrome | undefined;
    try {
      chrome = await readChrome(req, () => {});
    } catch {
      chrome = undefined;
    }
    const ctx = chrome && pageContext(chrome);
    const html = ctx
      ? renderDocument(ctx, status === 404 ? notFoundPage(ctx) : unavailablePage(ctx))
      : plainUnavailable();
    return reply
      .code(status)
      .headers(headers)
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        sitePolicy(chrome?.site ?? { google_analytics: null, facebook_pixel: null }),
      )
      .type(HTML)
      .send(html);
  };

  await app.register(async (site) => {
    // The theme and consent forms post as browsers do without a script.
    site.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    site.setErrorHandler(async (err: FastifyError, req, reply) => {
      if (err instanceof HttpError && err.statusCode === 404) return errorPage(req, reply, 404, {});
      if (err instanceof HttpError && err.statusCode < 500)
        return reply.code(err.statusCode).type('text/plain').send(err.message);
      const fault =
        err instanceof HttpError ? { status: err.statusCode, headers: err.headers } : faultOf(app, err);
      if (!fault) req.log.error({ err }, 'unhandled error');
      const status = fault?.status ?? 500;
      return errorPage(req, reply, status, fault?.headers ?? {});
    });

    const html = { schema: { hide: true } };
    site.get('/', html, serve('/', home));
    site.get('/blog', html, serve('/blog', blogList('/blog')));
    site.get('/news', html, serve('/news', blogList('/news')));
    site.get('/blog/:slug', html, serve('/blog/:slug', post));
    site.get('/available-land', html, serve('/available-land', land));
    site.get('/support', html, serve('/support', support));
    site.get('/faq', html, serve('/faq', faq));
    site.get('/:slug', html, serve('/:slug', sitePageBySlug));
    // Every other path outside the API, the admin and the uploads: the site's 404.
    site.get('/*', html, (req, reply) =>
      NOT_SITE.test(req.url) ? reply.callNotFound() : errorPage(req, reply, 404, {}),
    );

    site.post('/theme', { ...html, config: { invalidates: [] } }, (req, reply) => {
      const { theme, back } = (req.body ?? {}) as Record<string, unknown>;
      if (theme === 'light' || theme === 'dark')
        reply.header('set-cookie', choiceCookie('theme', theme, secure(req)));
      return reply.redirect(backPath(back), 303);
    });
    site.post('/consent', { ...html, config: { invalidates: [] } }, (req, reply) => {
      const { choice, back } = (req.body ?? {}) as Record<string, unknown>;
      if (choice === 'accepted' || choice === 'rejected')
        reply.header('set-cookie', choiceCookie('consent', choice, secure(req)));
      return reply.redirect(backPath(back), 303);
    });

    site.get('/robots.txt', html, (req, reply) => {
      const base = app.config.publicSiteUrl ?? `${req.protocol}://${req.host}`;
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          [
            'User-agent: *',
            'Disallow: /admin/',
            'Disallow: /api/admin/',
            '',
            `Sitemap: ${base}/api/sitemap.xml`,
            '',
          ].join('\n'),
        );
    });

    site.get(`${ISLAND_PREFIX}*`, html, (req, reply) => {
      const asset = siteFiles().byUrl.get(req.url.split('?')[0] as string);
      if (!asset) return reply.callNotFound();
      const gzip = acceptedCodings(req.headers['accept-encoding']).gzip;
      reply
        .type(asset.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'accept-encoding');
      if (gzip) reply.header('content-encoding', 'gzip');
      return reply.send(gzip ? asset.gzip : asset.body);
    });
  });
}

/** The status and headers of a temporary fault (503, or 507 for a full disk), else undefined. */
function faultOf(app: FastifyInstance, err: unknown) {
  const fault = recordFault(app, err);
  if (!fault) return undefined;
  return {
    status: fault.kind === 'full' ? 507 : 503,
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  };
}

import {
  type AvailableLandSettings,
  type Banner,
  bannerType,
  blogType,
  type Faq,
  faqType,
  type HeaderButton,
  type HeaderSettings,
  type Hero,
  heroType,
  type MenuItem,
  menuType,
  pageType,
  type Service,
  type SiteSettings,
  serviceType,
} from '@land-office/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../errors.js';
import { blogRecords } from '../blog/records.js';
import { activeList } from '../content/active-list.js';
import { publishedReads } from '../content/published-reads.js';
import { listingReads } from '../listings/public-reads.js';
import { pageRecords } from '../page/records.js';
import { headerButtonSpec, headerSettingsSpec, landPageSpec } from '../settings/singletons.js';
import { siteSettingsSpec } from '../settings/site-settings.js';
import { type SingletonSpec, singletonStore } from '../settings/store.js';
import { publicMembers } from '../support/public-members.js';

/**
 * What the site's pages read: the very functions the public routes cache (`GET /api/hero`,
 * `/api/blog`, `/api/site-settings`…), so a page shows what the API serves (active, inside its
 * window, published, out of the trash). The lists take the page's `expiresAt`: a page expires
 * with the first of them to change with no write (a scheduled post going live).
 */
export function siteReads(app: FastifyInstance) {
  const settings = <S extends z.ZodRawShape>(spec: SingletonSpec<S>) =>
    singletonStore(app.db, app.dialect, spec).answer;
  return {
    heroes: activeList<Hero>(app, heroType),
    banners: activeList<Banner>(app, bannerType),
    services: activeList<Service>(app, serviceType),
    faq: activeList<Faq>(app, faqType),
    menu: activeList<MenuItem>(app, menuType),
    blog: publishedReads(app, blogType, blogRecords(app.db)),
    pages: publishedReads(app, pageType, pageRecords(app.db)),
    listings: listingReads(app),
    support: publicMembers(app.db),
    // Typed as the routes' response schemas name them.
    siteSettings: settings(siteSettingsSpec) as () => Promise<SiteSettings>,
    headerSettings: settings(headerSettingsSpec) as () => Promise<HeaderSettings>,
    headerButton: settings(headerButtonSpec) as () => Promise<HeaderButton>,
    landSettings: settings(landPageSpec) as () => Promise<AvailableLandSettings>,
  };
}

export type SiteReads = ReturnType<typeof siteReads>;

/** A read's answer, or undefined where the API would answer 404 or 400 (a missing slug, a made-up cursor). */
export async function unlessRefused<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof HttpError && (err.statusCode === 400 || err.statusCode === 404)) return undefined;
    throw err;
  }
}

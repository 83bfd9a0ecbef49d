import type {
  HeaderButton,
  HeaderSettings,
  MenuItem,
  SiteLanguage,
  SiteSettings,
} from '@land-office/contract';
import type { ReactNode } from 'react';
import type { Translate } from './texts.js';

export type Theme = 'light' | 'dark';
export type Consent = 'accepted' | 'rejected';

/** The small scripts a page may ship, each one file (no framework, no router). */
export const islandNames = ['theme', 'slideshow', 'consent', 'support-status', 'land-filters'] as const;
export type IslandName = (typeof islandNames)[number];

/** What every page shows around its content: the settings, the menu, and the visitor's choices. */
export interface Chrome {
  site: SiteSettings;
  header: HeaderSettings;
  button: HeaderButton;
  menu: MenuItem[];
  language: SiteLanguage;
  /** The theme the visitor chose (cookie), else the site's default. */
  theme: Theme;
  /** What the visitor answered to the consent banner, if anything. */
  consent: Consent | undefined;
  /** The public site's address (PUBLIC_SITE_URL), for canonical links and cards; unset: none. */
  siteUrl: string | undefined;
  /** The zone dates are shown in (SITE_TIMEZONE). */
  timeZone: string;
  /** The page's path and query, as requested. */
  path: string;
  /** Each island's URL (hashed, cached for ever). */
  islands: Record<IslandName, string>;
  /** The default logos' URLs, shown while the header settings name none. */
  defaultLogos: Record<Theme, string>;
}

/** One page: its head, its body, and the islands it needs. */
export interface PageView {
  title: string;
  description?: string;
  /** The path (or absolute URL) search engines should index this page under. */
  canonical?: string;
  image?: string | null;
  noindex?: boolean;
  ogType?: 'website' | 'article';
  jsonLd?: object[];
  islands?: IslandName[];
  /** No script of ours at all, not even the theme toggle's (a blog post: the form does it). */
  scriptFree?: boolean;
  /** The main element's content. */
  main: ReactNode;
}

export interface PageContext extends Chrome {
  t: Translate;
}

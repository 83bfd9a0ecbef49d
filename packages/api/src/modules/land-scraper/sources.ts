import type { ScraperSourceId } from '@land-office/contract';
import type { RawListing } from './normalise.js';

/** Where a field's text comes from inside one listing: the element's text, or one of its attributes. */
export interface FieldSelector {
  selector: string;
  attr?: string;
}

export type FieldName = 'name' | 'region' | 'size' | 'price' | 'rating' | 'url';

export type Paging =
  /** Follow `selector`'s href (resolved against the page URL) until a page has none. */
  | { kind: 'next-link'; selector: string; maxPages: number }
  /** Click `button` until it is gone; each click must add items. */
  | { kind: 'load-more'; button: string; maxClicks: number }
  | { kind: 'none' };

/**
 * One source, described by data: a changed page layout is a change here, not in a runner.
 * `ready` (browser sources) is the condition that says the listings are rendered; `failed`, when
 * present, is the page's own "could not load" state, which ends the wait at once.
 */
export interface SourceAdapter {
  id: ScraperSourceId;
  name: string;
  defaultUrl: string;
  mode: 'static' | 'browser';
  listing: string;
  fields: Partial<Record<FieldName, FieldSelector>>;
  paging: Paging;
  ready?: { selector: string; failed?: string };
}

export const sourceAdapters: Record<ScraperSourceId, SourceAdapter> = {
  acatech: {
    id: 'acatech',
    name: 'AcaTech',
    defaultUrl: 'https://acatech.example/rentals/index.html',
    mode: 'static',
    listing: 'article.parcel',
    fields: {
      name: { selector: '.parcel-name' },
      region: { selector: '.parcel-region' },
      size: { selector: '.parcel-size' },
      price: { selector: '.parcel-price' },
      rating: { selector: '.parcel-rating', attr: 'data-rating' },
    },
    paging: { kind: 'next-link', selector: 'a[rel~="next"], link[rel~="next"]', maxPages: 20 },
  },
  casperlet: {
    id: 'casperlet',
    name: 'CasperLet',
    defaultUrl: 'https://casperlet.example/index.html',
    mode: 'browser',
    listing: 'div.listing-card',
    fields: {
      name: { selector: '.title' },
      region: { selector: '.sim' },
      size: { selector: '.area' },
      price: { selector: '.cost' },
      rating: { selector: '.stars', attr: 'data-score' },
    },
    paging: { kind: 'none' },
    ready: { selector: 'body[data-loaded="true"]', failed: '#load-error:not([hidden])' },
  },
  cavetech: {
    id: 'cavetech',
    name: 'CaveTech',
    defaultUrl: 'https://cavetech.example/index.html',
    mode: 'browser',
    listing: 'li.lot',
    fields: {
      name: { selector: '.lot-title' },
      region: { selector: '.lot-region' },
      size: { selector: '.lot-size' },
      price: { selector: '.lot-price' },
      rating: { selector: '.lot-rating', attr: 'data-rating' },
    },
    paging: { kind: 'load-more', button: '#load-more', maxClicks: 50 },
    ready: { selector: 'li.lot' },
  },
};

/** Progress a runner reports as it goes. */
export interface RunnerProgress {
  phase: 'loading' | 'paging';
  pagesVisited: number;
  itemsFound: number;
}

export type OnProgress = (progress: RunnerProgress) => void;

/** Builds a listing's raw texts by asking `read` for every field the adapter names. */
export function collectFields(
  adapter: SourceAdapter,
  read: (spec: FieldSelector) => string | null,
  pageUrl: string,
): RawListing {
  const raw: RawListing = {};
  for (const [field, spec] of Object.entries(adapter.fields) as Array<[FieldName, FieldSelector]>) {
    const value = read(spec);
    raw[field] = field === 'url' && value ? resolveHttpUrl(value, pageUrl) : value;
  }
  return raw;
}

/** An href resolved against the page it sits on; anything but http(s) → null. */
export function resolveHttpUrl(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

import { type Land, searchable } from '@land-office/contract';

/**
 * What names a listing across runs of its source: its own link when the source gives one (query
 * and fragment kept: some sources tell parcels apart by them; scheme and host in lower case),
 * else its name, region and size as the search compares them. At most 600 characters.
 */
export function listingIdentity(land: Pick<Land, 'url' | 'name' | 'region' | 'size_m2'>): string {
  if (land.url) {
    try {
      const url = new URL(land.url);
      return `url:${url.protocol}//${url.host.toLowerCase()}${url.pathname}${url.search}${url.hash}`.slice(
        0,
        600,
      );
    } catch {
      // Not a URL after all: named by its fields below.
    }
  }
  return `land:${searchable(land.name ?? '')}|${searchable(land.region ?? '')}|${land.size_m2 ?? ''}`.slice(
    0,
    600,
  );
}

/** The words a listing is found by: its name and region, as the search compares them. */
export const listingSearchText = (land: Pick<Land, 'name' | 'region'>) =>
  searchable(`${land.name ?? ''} ${land.region ?? ''}`).slice(0, 600);

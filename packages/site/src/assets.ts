import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type IslandName, islandNames } from './view.js';

export interface SiteAsset {
  /** The URL path, with the content's hash in the name: cached for ever. */
  url: string;
  body: Buffer;
  gzip: Buffer;
}

/** Where the islands' URLs start; the server answers `${ISLAND_PREFIX}<name>.<hash>.js`. */
export const ISLAND_PREFIX = '/site-assets/';

/**
 * The islands, read once: each a small plain script (`assets/islands/<name>.js`, no build step),
 * served under a name with its hash so a browser keeps it until it changes.
 */
export function readIslands(): Record<IslandName, SiteAsset> {
  const islands = {} as Record<IslandName, SiteAsset>;
  for (const name of islandNames) {
    const body = readFileSync(new URL(`../assets/islands/${name}.js`, import.meta.url));
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 10);
    islands[name] = { url: `${ISLAND_PREFIX}${name}.${hash}.js`, body, gzip: gzipSync(body, { level: 9 }) };
  }
  return islands;
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { type IslandName, islandNames } from './view.js';

export interface SiteAsset {
  /** The URL path, with the content's hash in the name: cached for ever. */
  url: string;
  /** Its media type. */
  type: string;
  body: Buffer;
  gzip: Buffer;
}

/** Where the assets' URLs start; the server answers `${ISLAND_PREFIX}<name>.<hash>.<ext>`. */
export const ISLAND_PREFIX = '/site-assets/';

// Found by the package's name, not beside this module: the server's bundle holds this module.
const resolve = createRequire(import.meta.url).resolve;

/** A file of `assets/`, read once and named by its hash so a browser keeps it until it changes. */
function asset(file: string, type: string): SiteAsset {
  const body = readFileSync(resolve(`@land-office/site/assets/${file}`));
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 10);
  const name = file.split('/').pop() as string;
  const dot = name.lastIndexOf('.');
  const url = `${ISLAND_PREFIX}${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
  // Compressed when first asked for, not at start (9 files at level 9: some 15 ms of a cold start).
  let gzip: Buffer | undefined;
  return {
    url,
    type,
    body,
    get gzip() {
      gzip ??= gzipSync(body, { level: 9 });
      return gzip;
    },
  };
}

export interface SiteAssets {
  /** The islands: each a small plain script (`assets/islands/<name>.js`, no build step). */
  islands: Record<IslandName, SiteAsset>;
  /** The logos the header shows while the header settings name none (the admin shows them too). */
  logos: Record<'light' | 'dark', SiteAsset>;
}

export function readAssets(): SiteAssets {
  const islands = Object.fromEntries(
    islandNames.map((name) => [name, asset(`islands/${name}.js`, 'text/javascript; charset=utf-8')]),
  ) as Record<IslandName, SiteAsset>;
  const logos = {
    light: asset('default-logo-light.svg', 'image/svg+xml'),
    dark: asset('default-logo-dark.svg', 'image/svg+xml'),
  };
  return { islands, logos };
}

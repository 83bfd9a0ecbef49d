import { createRequire } from 'node:module';
import type * as Cheerio from 'cheerio';

const require = createRequire(import.meta.url);
let cheerio: typeof Cheerio | undefined;

/**
 * cheerio.load, with cheerio (and the HTTP client it brings along, some 1 s and 14 MB) loaded on
 * the first parse instead of at start: only scrapes and profile lookups need it.
 */
export function loadHtml(html: string): Cheerio.CheerioAPI {
  cheerio ??= require('cheerio') as typeof Cheerio;
  return cheerio.load(html);
}

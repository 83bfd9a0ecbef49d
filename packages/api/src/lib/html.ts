import type { CheerioAPI } from 'cheerio';

/**
 * cheerio.load, with cheerio (and the HTTP client it brings along: some 135 ms and 40 MB of a
 * start on Node 26) loaded on the first parse instead of at start: only scrapes and profile
 * lookups need it.
 */
export async function loadHtml(html: string): Promise<CheerioAPI> {
  const { load } = await import('cheerio');
  return load(html);
}

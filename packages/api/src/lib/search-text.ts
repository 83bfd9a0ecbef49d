import { type ContentType, searchable } from '@land-office/contract';
import { plainText } from './text-summary.js';

/** Longer "words" (a pasted hash, a data URL) are nobody's search, and would bloat the index. */
const LONGEST_WORD = 100;
/** What one record's words may take (PostgreSQL's tsvector holds at most 1 MB). */
const MOST_CHARS = 200_000;

/**
 * The words of a record's search fields as its lists' `q` matches them: rich text as its text
 * (tags dropped, entities decoded), lower-case, accents taken off, each word once, separated by one
 * space. SQLite's FTS5 table and PostgreSQL's tsvector both index this text alone, so the two
 * databases find the same records for the same words.
 */
export function searchText(type: Pick<ContentType, 'search' | 'richText'>, record: Record<string, unknown>) {
  const words = new Set<string>();
  let size = 0;
  for (const field of type.search ?? []) {
    const value = record[field];
    if (typeof value !== 'string') continue;
    for (const word of searchable(type.richText.includes(field) ? plainText(value) : value).split(' ')) {
      if (!word || word.length > LONGEST_WORD || words.has(word)) continue;
      size += word.length + 1;
      if (size > MOST_CHARS) return [...words].join(' ');
      words.add(word);
    }
  }
  return [...words].join(' ');
}

/**
 * `values` about to be written, with the record's `search_text` when they change a search field:
 * worked out from the record as it will be (`current`, the stored row, under what changes).
 */
export function withSearchText<V extends Record<string, unknown>>(
  type: Pick<ContentType, 'search' | 'richText'>,
  values: V,
  current?: Record<string, unknown>,
): V {
  if (!type.search?.some((field) => field in values)) return values;
  return { ...values, search_text: searchText(type, { ...current, ...values }) };
}

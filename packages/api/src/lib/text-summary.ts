import { decodeHTML } from 'entities';

// What a reader is told of a rich-text body without its markup: its words, a short excerpt and
// how long it takes to read. Pure functions over the stored (sanitised) HTML.

/** Elements that end a run of words: their tags stand for a space, so "<p>a</p><p>b</p>" reads "a b". */
const BLOCK =
  'address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|iframe|img|li|main|nav|ol|p|pre|section|table|td|th|tr|ul';
const HIDDEN = /<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
/** A tag, quoted attribute values (which may hold ">") included. */
const TAG = /<\/?([a-z][a-z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const BLOCK_NAME = new RegExp(`^(?:${BLOCK})$`, 'i');

/** The words of `html`: tags dropped (block ones as a space), entities decoded, white space collapsed. */
export function plainText(html: string): string {
  const text = html
    .replace(HIDDEN, ' ')
    .replace(COMMENT, '')
    .replace(TAG, (_tag, name: string) => (BLOCK_NAME.test(name) ? ' ' : ''));
  return decodeHTML(text).replace(/\s+/g, ' ').trim();
}

const ELLIPSIS = '…';

/**
 * The start of `html`'s text, at most `maxChars` characters with the "…" that ends a cut one,
 * cut at the last word boundary that fits (inside a word only when a single word is longer).
 */
export function excerptFrom(html: string, maxChars = 200): string {
  const text = plainText(html);
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  const budget = Math.max(maxChars - ELLIPSIS.length, 0);
  // The cut falls on a boundary when the character just past it is a space.
  const head = chars.slice(0, budget + 1).join('');
  const boundary = head.lastIndexOf(' ');
  const kept = boundary > 0 ? head.slice(0, boundary) : chars.slice(0, budget).join('');
  return `${kept.replace(/[\s,;:.\-–—]+$/, '')}${ELLIPSIS}`;
}

const WORDS_A_MINUTE = 200;

/** Minutes to read `html` at 200 words a minute, rounded up; never less than 1. */
export function readingMinutes(html: string): number {
  const text = plainText(html);
  const words = text === '' ? 0 : text.split(' ').length;
  return Math.max(1, Math.ceil(words / WORDS_A_MINUTE));
}

import type { Land, ScraperSourceId } from '@land-office/contract';
import { decodeHTML } from 'entities';

/** The raw texts a source adapter reads from one listing, before any parsing. */
export interface RawListing {
  name?: string | null;
  region?: string | null;
  size?: string | null;
  price?: string | null;
  rating?: string | null;
  url?: string | null;
}

/** Above a full 256 m × 256 m region times 64 (a very large estate) a size is a misreading. */
const MAX_SIZE_M2 = 65_536 * 64;
const MAX_PRICE_LS = 1_000_000_000;

/**
 * Entities decoded (a browser or parser has usually done it already: decoding again is harmless
 * for text, since a literal "&amp;" in a name is rare and a double-encoded one is the commoner bug),
 * every run of whitespace (including no-break spaces) collapsed, trimmed; empty → null.
 */
export function cleanText(value: string | null | undefined): string | null {
  if (value == null) return null;
  const text = decodeHTML(value)
    .replace(/[\s\u00a0\u2007\u202f]+/g, ' ')
    .trim();
  return text === '' ? null : text;
}

/**
 * The first number of a text. A `.` or `,` followed by exactly three digits (and no further digit)
 * is a thousands separator; another `.`/`,` is a decimal point. "1.024 m²" → 1024, "4096 m2" → 4096
 * (the unit's digit is not read), "2.5" → 2.5. A minus sign right before the number keeps it.
 */
export function firstNumber(value: string | null | undefined): number | null {
  const text = cleanText(value);
  if (!text) return null;
  const match = text.match(/(-?)(\d+(?:[.,]\d{3}(?!\d))*)(?:[.,](\d+))?/);
  if (!match) return null;
  const whole = (match[2] ?? '').replace(/[.,]/g, '');
  const number = Number(match[3] ? `${whole}.${match[3]}` : whole);
  if (!Number.isFinite(number)) return null;
  return match[1] ? -number : number;
}

function positiveInteger(value: number | null, max: number): number | null {
  if (value === null || value <= 0 || value > max) return null;
  return Math.round(value);
}

/** "1,024 m²", "2048 sqm", "65.536 m²" → m²; no number, negative or absurd → null. */
export function parseSize(value: string | null | undefined): number | null {
  return positiveInteger(firstNumber(value), MAX_SIZE_M2);
}

/** "L$ 1,250/week", "L$1.250 / semana", "L$ 25,000" → L$; no number, negative or absurd → null. */
export function parsePrice(value: string | null | undefined): number | null {
  const n = firstNumber(value);
  if (n === 0) return 0;
  return positiveInteger(n, MAX_PRICE_LS);
}

const PERIOD_WORDS: Array<[Land['period'], RegExp]> = [
  ['week', /^(week|weekly|wk|wks|semana|semanal|semanas)$/],
  ['month', /^(month|monthly|mo|mos|mês|mes|mensal|meses)$/],
  ['day', /^(day|daily|dia|dias|diária|diaria)$/],
];

/** The rental period named by a word of the price text; none (a sale price) → null. */
export function parsePeriod(value: string | null | undefined): Land['period'] {
  const text = cleanText(value)?.toLowerCase();
  if (!text) return null;
  for (const word of text.split(/[^\p{L}]+/u)) {
    for (const [period, pattern] of PERIOD_WORDS) if (pattern.test(word)) return period;
  }
  return null;
}

/** A rating attribute ("4.5", "4,5", "5.0") as a number from 0 to 5; anything else → null. */
export function parseRating(value: string | null | undefined): number | null {
  const text = cleanText(value);
  if (!text || !/^\d+(?:[.,]\d+)?$/.test(text)) return null;
  const n = Number(text.replace(',', '.'));
  return n >= 0 && n <= 5 ? n : null;
}

export function normaliseListing(raw: RawListing, source: ScraperSourceId): Land {
  const land: Land = {
    name: cleanText(raw.name),
    region: cleanText(raw.region),
    size_m2: parseSize(raw.size),
    price_ls: parsePrice(raw.price),
    period: parsePeriod(raw.price),
    rating: parseRating(raw.rating),
    source,
  };
  const url = cleanText(raw.url);
  if (url) land.url = url;
  return land;
}

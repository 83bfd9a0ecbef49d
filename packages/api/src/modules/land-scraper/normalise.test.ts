import { describe, expect, it } from 'vitest';
import { cleanText, normaliseListing, parsePeriod, parsePrice, parseRating, parseSize } from './normalise.js';

describe('land normaliser', () => {
  it.each([
    ['1,024 m²', 1024],
    ['1.024 m²', 1024],
    ['1024 m2', 1024],
    ['4096 m2', 4096],
    ['2048 sqm', 2048],
    ['65.536 m²', 65536],
    ['65,536 sqm', 65536],
    ['8192m²', 8192],
    ['2,048\u00a0m²', 2048],
    ['  1536 \n   sqm ', 1536],
    ['4,096 m&sup2;', 4096],
    ['Size: 512 square metres', 512],
  ])('reads the size %j as %i m²', (text, expected) => {
    expect(parseSize(text)).toBe(expected);
  });

  it.each([
    ['L$ 1,250/week', 1250],
    ['L$1.250 / semana', 1250],
    ['L$ 12,500/month', 12500],
    ['L$ 45/day', 45],
    ['L$ 25,000', 25000],
    ['L$&nbsp;70/day', 70],
    ['L$6.550', 6550],
    ['L$ 1,000,000', 1_000_000],
  ])('reads the price %j as L$ %i', (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });

  it.each([
    ['L$ 300 per week', 'week'],
    ['L$ 1,250/week', 'week'],
    ['L$ 1,250 / WEEK', 'week'],
    ['L$ 200/wk', 'week'],
    ['L$1.250 / semana', 'week'],
    ['L$ 900 semanal', 'week'],
    ['L$ 12,500/month', 'month'],
    ['L$ 800/mo', 'month'],
    ['L$ 800 por mês', 'month'],
    ['L$ 800/mes', 'month'],
    ['L$ 800 mensal', 'month'],
    ['L$ 45/day', 'day'],
    ['L$ 45/dia', 'day'],
    ['L$ 45 diária', 'day'],
    ['L$ 25,000', null],
    ['L$ 25,000 (moving sale)', null],
  ])('reads the period of %j as %s', (text, expected) => {
    expect(parsePeriod(text)).toBe(expected);
  });

  it('reads ratings as numbers, absent or odd ones as null', () => {
    expect(parseRating('4.5')).toBe(4.5);
    expect(parseRating('5.0')).toBe(5);
    expect(parseRating('3')).toBe(3);
    expect(parseRating('4,5')).toBe(4.5);
    expect(parseRating(null)).toBeNull();
    expect(parseRating('')).toBeNull();
    expect(parseRating('★★★★½')).toBeNull();
    expect(parseRating('-1')).toBeNull();
    expect(parseRating('42')).toBeNull();
  });

  it('decodes entities and collapses whitespace; empty text is null', () => {
    expect(cleanText('Captain&#39;s Landing')).toBe("Captain's Landing");
    expect(cleanText('Rock &amp; Roll Caf&eacute;')).toBe('Rock & Roll Café');
    expect(cleanText('  Ravenwood \n\t   Waterfront ')).toBe('Ravenwood Waterfront');
    expect(cleanText('Sea&nbsp;Glass\u00a0 Lot')).toBe('Sea Glass Lot');
    expect(cleanText('   \n ')).toBeNull();
    expect(cleanText('&nbsp;')).toBeNull();
    expect(cleanText(undefined)).toBeNull();
  });

  it('turns garbage into null without throwing', () => {
    for (const text of ['ask owner', 'Size on request', '', '   ', 'm²', 'L$', '—', '∞', 'NaN']) {
      expect(parseSize(text)).toBeNull();
      expect(parsePrice(text)).toBeNull();
    }
    expect(parseSize('-512 m²')).toBeNull();
    expect(parsePrice('L$ -250/week')).toBeNull();
    expect(parseSize('99,999,999,999 m²')).toBeNull();
    expect(parseSize('0 m²')).toBeNull();
    expect(parsePrice('L$ 99999999999999999999')).toBeNull();
    expect(parseSize('9'.repeat(400))).toBeNull();
  });

  it('builds the normalised parcel, name null when missing so the region shows', () => {
    expect(
      normaliseListing(
        { name: ' ', region: 'Tuscany Hills', size: '4096 m2', price: 'L$ 1,250/week', rating: '4.5' },
        'acatech',
      ),
    ).toEqual({
      name: null,
      region: 'Tuscany Hills',
      size_m2: 4096,
      price_ls: 1250,
      period: 'week',
      rating: 4.5,
      source: 'acatech',
    });
  });
});

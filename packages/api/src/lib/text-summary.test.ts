import { describe, expect, it } from 'vitest';
import { excerptFrom, plainText, readingMinutes } from './text-summary.js';

describe('plainText', () => {
  it('keeps the words of rich text, with a space where a block or line ends', () => {
    expect(
      plainText('<h2>Sea view</h2><p>A <strong>quiet</strong> parcel,<br>near the <em>coast</em>.</p>'),
    ).toBe('Sea view A quiet parcel, near the coast.');
    expect(plainText('<ul><li>one</li><li>two</li></ul>')).toBe('one two');
  });

  it('runs inline tags together, as the reader sees them', () => {
    expect(plainText('<p>Pro<strong>moção</strong></p>')).toBe('Promoção');
  });

  it('decodes entities and collapses white space', () => {
    expect(plainText('<p>Rent &amp; sale&nbsp;&nbsp; &lt;now&gt;\n\n&#8212; &quot;ok&quot;</p>')).toBe(
      'Rent & sale <now> — "ok"',
    );
  });

  it('drops comments, scripts, styles and attributes holding ">"', () => {
    expect(
      plainText('<p title="a > b">Hi<!-- note --></p><script>alert(1)</script><style>p{}</style>there'),
    ).toBe('Hi there');
  });

  it('answers an empty text for markup without words', () => {
    expect(plainText('<p><img src="/uploads/blog/a.png"></p>')).toBe('');
    expect(plainText('')).toBe('');
  });
});

describe('excerptFrom', () => {
  it('answers a short text whole, without an ellipsis', () => {
    expect(excerptFrom('<p>Short and sweet.</p>')).toBe('Short and sweet.');
    expect(excerptFrom('<p>12345</p>', 5)).toBe('12345');
  });

  it('cuts a long text at a word boundary, ending with "…", within maxChars', () => {
    const html = `<p>${'word '.repeat(100)}</p>`;
    const excerpt = excerptFrom(html);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt.length).toBeGreaterThan(190);
    expect(excerptFrom('<p>The quick brown fox jumps</p>', 16)).toBe('The quick brown…');
    // The cut lands just before a space: the whole last word is kept.
    expect(excerptFrom('<p>The quick brown fox</p>', 16)).toBe('The quick brown…');
    expect(excerptFrom('<p>The quick brownish fox</p>', 16)).toBe('The quick…');
  });

  it('leaves no dangling punctuation before the ellipsis', () => {
    expect(excerptFrom('<p>Land, sea, sky and more</p>', 12)).toBe('Land, sea…');
  });

  it('cuts inside a word only when one word is longer than the excerpt', () => {
    expect(excerptFrom(`<p>${'a'.repeat(50)}</p>`, 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('counts characters, not UTF-16 units, so no emoji is split', () => {
    expect(excerptFrom(`<p>${'🏝'.repeat(20)}</p>`, 10)).toBe(`${'🏝'.repeat(9)}…`);
  });
});

describe('readingMinutes', () => {
  it('counts 200 words a minute, rounded up', () => {
    expect(readingMinutes(`<p>${'word '.repeat(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(201)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${'word '.repeat(1000)}</p>`)).toBe(5);
  });

  it('is at least one minute, even with no words', () => {
    expect(readingMinutes('<p>Hi</p>')).toBe(1);
    expect(readingMinutes('<p><img src="/uploads/blog/a.png"></p>')).toBe(1);
  });

  it('does not count markup as words', () => {
    const tagged = `<p>${'<strong>word</strong> '.repeat(200)}</p>`;
    expect(readingMinutes(tagged)).toBe(1);
  });
});

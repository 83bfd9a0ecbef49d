/**
 * A seeded random source (mulberry32): a failing generated case is replayed from its seed.
 * Hand-rolled rather than a property-testing library: the rules are few and known, and the tests
 * need whole instances, not shrinking.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  // mulberry32
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(choices: readonly T[]) => choices[int(0, choices.length - 1)] as T;
  const chance = (p: number) => next() < p;
  return { int, pick, chance };
}
export type Random = ReturnType<typeof seededRandom>;

const PIECES = [
  'Home',
  'Land',
  'Bay',
  'ilha',
  'Promoção',
  'Zürich',
  'Ñandú',
  '土地',
  '海辺の区画',
  'עברית',
  'العربية',
  '🏝️',
  '👨‍👩‍👧',
  'é',
  '™',
  'Ω',
  '<b>bold</b>',
  '"quoted"',
  "it's",
  'a & b',
  '&amp;',
  '100%',
  '#1',
  '\\',
];

/** Text of `min` to `max` UTF-16 units once trimmed, as the schemas count; sometimes exactly `max`. */
export function text(rng: Random, min: number, max: number): string {
  const target = rng.chance(0.1) ? max : rng.int(min, Math.min(max, 40));
  let out = '';
  while (out.length < target) out += `${rng.pick(PIECES)}${rng.chance(0.5) ? ' ' : ''}`;
  const chars = Array.from(out);
  while (chars.join('').trim().length > max) chars.pop();
  const core = chars.join('').trim() || 'x';
  // Surrounding blanks are trimmed by the schemas, so they may go past `max`.
  return rng.chance(0.2) ? ` \u00a0${core}\t` : core;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the editor's toolbar makes, plus what an attacker would paste; the sanitiser decides. */
const BLOCKS: ((t: string) => string)[] = [
  (t) => `<p>${t}</p>`,
  (t) => `<h${1 + (t.length % 6)}>${t}</h${1 + (t.length % 6)}>`,
  (t) => `<p><strong>${t}</strong> <em>${t}</em> <u>u</u> <s>s</s></p>`,
  (t) => `<p class="ql-align-center ql-indent-2">${t}</p>`,
  (t) => `<ol><li data-list="bullet">${t}</li><li data-list="ordered">${t}</li></ol>`,
  (t) => `<p><span style="color: rgb(230, 0, 0); background-color: #ffff00;">${t}</span></p>`,
  (t) => `<p><a href="https://example.com/?q=${encodeURIComponent(t)}" target="_blank">${t}</a></p>`,
  (t) => `<p><img src="https://cdn.example.com/a.png" alt="${t.replace(/"/g, '&quot;')}"></p>`,
  () =>
    '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/x"></iframe>',
  (t) => `<blockquote>${t}</blockquote><pre class="ql-syntax">if (a &lt; b) {}</pre>`,
  (t) => `<p onclick="steal()">${t}<script>alert(1)</script><img src=x onerror=alert(2)></p>`,
  (t) => `<p>${t}&nbsp;<br></p><p><a href="javascript:alert(3)">${t}</a></p>`,
];

/** A post's HTML; a big one comes close to the 900,000 characters a post may hold. */
export function richText(rng: Random, big: boolean): string {
  let html = `<p>${escapeHtml(text(rng, 1, 80))}</p>`;
  const blocks = rng.int(0, 8);
  for (let i = 0; big ? html.length < 880_000 : i < blocks; i += 1)
    html += rng.pick(BLOCKS)(escapeHtml(text(rng, 1, 60)));
  return html;
}

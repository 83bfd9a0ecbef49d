/**
 * The English still on a screen that should be all Portuguese: each visible text, and each
 * accessible name, placeholder and title, that has an English word in it. Self-contained, so
 * Playwright can run it in the page (`page.evaluate(englishLeft)`) as a web test runs it in jsdom.
 * Names that are the same in both languages ("Land Office", "Second Life", "UUID") pass.
 */
export function englishLeft(root: ParentNode = document): string[] {
  const english =
    /(?<!\p{L})(the|and|with|your|this|that|is|are|was|not|from|into|of|to|add|new|edit|save|saved|saving|delete|deleted|error|errors|failed|loading|loaded|back|cancel|settings|success(fully)?|active|inactive|yes|none|search|title|name|description|order|actions|image|button|page|members?|team|sources?|run|runs|last|next|previous|show|hide|open|close|select|choose|enter|required|optional|please|click|drag|here|there|nothing|no\s+\w+\s+yet|sign(ed)? (in|out)|logout|dashboard|sessions?|menu items?|services?|banners? (list|image)|header|online now)(?!\p{L})/iu;
  const allowed =
    /^(Land Office|Second Life|UUID|URL|Slug|Email|Logo|Banners?|Menus?|Online|Offline|Font Awesome|fa[A-Z]\w*|G-X+|https?:\/\/\S+|\S+@\S+)$/;
  const found = new Set<string>();
  const consider = (text: string | null | undefined) => {
    const clean = text?.replace(/\s+/g, ' ').trim();
    if (clean && !allowed.test(clean) && english.test(clean)) found.add(clean);
  };
  const visible = (element: Element) => {
    const style = getComputedStyle(element);
    return style.display !== 'none' && style.visibility !== 'hidden';
  };
  const start = root instanceof Document ? root.body : (root as Node);
  const walker = (start.ownerDocument ?? document).createTreeWalker(start, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
    // User content (a post's body, a record's own title) is not the admin's to translate.
    if (parent.closest('[data-user-content], .ql-editor, input, textarea')) continue;
    if (visible(parent)) consider(node.textContent);
  }
  for (const element of Array.from(root.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))) {
    if (element.closest('[data-user-content]')) continue;
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
      consider(element.getAttribute(attribute));
  }
  return [...found];
}

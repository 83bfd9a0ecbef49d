import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from './layout.js';
import { textsFor } from './texts.js';
import type { Chrome, PageContext, PageView } from './view.js';

/** The page's context: the chrome and the site's words in its language. */
export const pageContext = (chrome: Chrome): PageContext => ({ ...chrome, t: textsFor(chrome.language) });

/** A whole HTML document, server-rendered with no hydration (the islands are plain scripts). */
export function renderDocument(ctx: PageContext, page: PageView): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<Document ctx={ctx} page={page} />)}`;
}

/**
 * The page of a fault when not even the settings can be read (the database down and nothing
 * cached): the site's words in English and Portuguese, its styles, no settings.
 */
export function plainUnavailable(): string {
  const [en, pt] = (['en', 'pt-BR'] as const).map(textsFor);
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{en?.('unavailableTitle')}</title>
      </head>
      <body>
        <main>
          <h1>{en?.('unavailableTitle')}</h1>
          <p>{en?.('unavailableText')}</p>
          <p lang="pt-BR">{pt?.('unavailableText')}</p>
        </main>
      </body>
    </html>,
  )}`;
}

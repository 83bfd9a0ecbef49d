import { useTranslation } from 'react-i18next';

/** Roughly what a search result shows of a title before it cuts it. */
const TITLE_SHOWN = 60;
const DESCRIPTION_SHOWN = 160;

const cut = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

/** Rich text as the words a reader sees. */
export const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * How a post or page may show in a search result: its SEO title (else its title), its address,
 * and its SEO description (else its excerpt, else the start of its text); or that search
 * engines are asked not to list it.
 */
export function SearchPreview({
  title,
  path,
  description,
  noindex,
}: {
  title: string;
  path: string;
  description: string;
  noindex: boolean;
}) {
  const { t } = useTranslation('publishing');
  return (
    <figure className="rounded border border-slate-200 p-3" aria-label={t('seo.preview')}>
      <figcaption className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t('seo.preview')}
      </figcaption>
      {noindex ? (
        <p className="text-sm text-slate-600">{t('seo.hidden')}</p>
      ) : (
        <div data-user-content>
          <p className="truncate text-xs text-slate-600">{path}</p>
          <p className="text-lg leading-snug text-blue-800">{cut(title || t('seo.untitled'), TITLE_SHOWN)}</p>
          <p className="text-sm text-slate-700">
            {cut(description, DESCRIPTION_SHOWN) || t('seo.noDescription')}
          </p>
        </div>
      )}
    </figure>
  );
}

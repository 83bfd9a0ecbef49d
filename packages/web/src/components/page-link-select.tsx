import { type PageSummary, pageType } from '@land-office/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contentResource } from '../lib/content-resource';
import { inputClass } from './field';

/**
 * "Link to a page": the site's pages, to make a menu item lead to one (its `/<slug>`, internal).
 * Shows nothing while the pages load, or when there are none or the role cannot read them.
 */
export function PageLinkSelect({
  url,
  onPick,
  className,
  name,
}: {
  /** The item's URL now: the page it leads to is shown as chosen. */
  url: string;
  onPick: (page: PageSummary) => void;
  className?: string;
  /** Its accessible name when a screen has more than one (the add form's, an edited item's). */
  name?: string;
}) {
  const { t } = useTranslation('publishing');
  const id = useId();
  const pages = contentResource<PageSummary, unknown, unknown>(pageType).useList();
  if (!pages.data?.length) return null;
  const chosen = pages.data.find((page) => `/${page.slug}` === url.trim());
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('pageLink.label')}
      </label>
      <select
        id={id}
        aria-label={name}
        className={`${inputClass} mt-1 w-auto`}
        value={chosen?.slug ?? ''}
        onChange={(event) => {
          const page = pages.data.find((candidate) => candidate.slug === event.target.value);
          if (page) onPick(page);
        }}
      >
        <option value="">{t('pageLink.none')}</option>
        {pages.data.map((page) => (
          <option key={page.id} value={page.slug}>
            {page.published ? t('pageLink.page', page) : t('pageLink.draft', page)}
          </option>
        ))}
      </select>
    </div>
  );
}

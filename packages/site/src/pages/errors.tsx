import type { PageContext, PageView } from '../view.js';

export function notFoundPage(ctx: PageContext): PageView {
  const { t } = ctx;
  return {
    title: t('notFoundTitle'),
    noindex: true,
    main: (
      <section className="error-page">
        <h1>{t('notFoundTitle')}</h1>
        <p>{t('notFoundText')}</p>
        <p>
          <a href="/">{t('backHome')}</a>
        </p>
      </section>
    ),
  };
}

export function unavailablePage(ctx: PageContext): PageView {
  const { t } = ctx;
  return {
    title: t('unavailableTitle'),
    noindex: true,
    scriptFree: true,
    main: (
      <section className="error-page">
        <h1>{t('unavailableTitle')}</h1>
        <p>{t('unavailableText')}</p>
      </section>
    ),
  };
}

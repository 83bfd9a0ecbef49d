import type { Faq } from '@land-office/contract';
import type { PageContext, PageView } from '../view.js';

/** The FAQ grouped by category in the order first met, each answer a native disclosure. */
export function faqPage(entries: Faq[], ctx: PageContext): PageView {
  const { t } = ctx;
  const groups = new Map<string, Faq[]>();
  for (const entry of entries) {
    const category = entry.category?.trim() || t('general');
    groups.set(category, [...(groups.get(category) ?? []), entry]);
  }
  const text = (html: string) =>
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return {
    title: t('faq'),
    canonical: '/faq',
    jsonLd: entries.length
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: entries.map((entry) => ({
              '@type': 'Question',
              name: entry.question,
              acceptedAnswer: { '@type': 'Answer', text: text(entry.answer) },
            })),
          },
        ]
      : [],
    main: (
      <section className="faq">
        <h1>{t('faq')}</h1>
        {entries.length === 0 ? <p>{t('noFaq')}</p> : null}
        {[...groups].map(([category, group]) => (
          <section key={category} aria-label={groups.size > 1 ? undefined : category}>
            {groups.size > 1 ? <h2>{category}</h2> : null}
            {group.map((entry) => (
              <details key={entry.id}>
                <summary>{entry.question}</summary>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on every write */}
                <div className="prose" dangerouslySetInnerHTML={{ __html: entry.answer }} />
              </details>
            ))}
          </section>
        ))}
      </section>
    ),
  };
}

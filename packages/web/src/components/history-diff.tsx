import type { RevisionData, RevisionDetail } from '@land-office/contract';
import { diffWords } from 'diff';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exactTime, labelOf } from './history-texts';

/** Bookkeeping every version differs in, which says nothing a person changed. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at']);

interface FieldChange {
  name: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** A document's values by field; a nested group (a scraper source) as `sources.acatech.url`. */
function flatten(data: RevisionData, prefix = '', into: RevisionData = {}): RevisionData {
  for (const [key, value] of Object.entries(data)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value))
      flatten(value as RevisionData, name, into);
    else into[name] = value;
  }
  return into;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Each field of a version beside its value before; the first version's values are all new. */
export function fieldChanges({ data, previous }: Pick<RevisionDetail, 'data' | 'previous'>): FieldChange[] {
  const after = flatten(data);
  const before = previous ? flatten(previous) : {};
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return names
    .filter((name) => !BOOKKEEPING.has(name))
    .map((name) => ({
      name,
      before: before[name],
      after: after[name],
      changed: previous
        ? JSON.stringify(before[name]) !== JSON.stringify(after[name])
        : !isEmpty(after[name]),
    }));
}

/** The words of rich-text HTML, a line per block, as a person reads them. */
export function htmlText(html: string): string {
  const blocks = html.replace(/<\/(p|h[1-6]|li|div|blockquote|pre)>|<br\s*\/?>/gi, '$&\n');
  const text = new DOMParser().parseFromString(blocks, 'text/html').body.textContent ?? '';
  return text.replace(/\n{2,}/g, '\n').trim();
}

function useValueText() {
  const { t } = useTranslation('common');
  return (value: unknown, rich: boolean): string => {
    if (isEmpty(value)) return '';
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    if (typeof value === 'string') return rich ? htmlText(value) : value;
    if (Array.isArray(value) && value.every((item) => typeof item !== 'object'))
      return value.map(String).join(', ');
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
}

/** One field's value before and after, side by side, removed words struck and added words marked. */
function FieldDiff({ label, before, after }: { label: string; before: string; after: string }) {
  const { t } = useTranslation('history');
  const parts = diffWords(before, after);
  const column = (heading: string, text: string, side: 'removed' | 'added') => (
    <div>
      <span className="text-xs font-medium uppercase tracking-wide text-slate-600">{heading}</span>
      {text === '' ? (
        <p className="mt-1 rounded border border-slate-200 p-2 text-sm italic text-slate-600">
          {t('diff.empty')}
        </p>
      ) : (
        <p
          className="mt-1 whitespace-pre-wrap break-words rounded border border-slate-200 p-2 text-sm"
          data-user-content
        >
          {parts.map((part, index) => {
            const key = `${index}`;
            if (part[side === 'removed' ? 'added' : 'removed']) return null;
            if (!part[side]) return <span key={key}>{part.value}</span>;
            const Mark = side === 'removed' ? 'del' : 'ins';
            const colours = side === 'removed' ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900';
            return (
              <Mark key={key} className={`rounded-sm px-0.5 ${colours}`}>
                <span className="sr-only">{t(`diff.${side}`)} </span>
                {part.value}
              </Mark>
            );
          })}
        </p>
      )}
    </div>
  );
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800">{label}</h4>
      <div className="mt-1 grid gap-3 sm:grid-cols-2">
        {column(t('diff.before'), before, 'removed')}
        {column(t('diff.after'), after, 'added')}
      </div>
    </div>
  );
}

/**
 * A version's changes, field by field under each field's label: the fields that differ from
 * the version before (all of them on request), rich text compared on its words.
 */
export function RevisionChanges({
  revision,
  labels,
  richText,
  actions,
}: {
  revision: RevisionDetail;
  labels: Record<string, string>;
  richText: readonly string[];
  /** Beside the heading: what may be done with this version (restore it). */
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation('history');
  const valueText = useValueText();
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const fields = fieldChanges(revision).map((field) => {
    const rich = richText.includes(field.name);
    return { ...field, rich, before: valueText(field.before, rich), after: valueText(field.after, rich) };
  });
  const shown = fields.filter((field) => showAll || field.changed);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold">
          {t('diff.heading', { when: exactTime(revision.at) })}
        </h3>
        {actions}
      </div>
      {revision.previous === null && <p className="text-sm text-slate-600">{t('diff.first')}</p>}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
        {t('diff.showAll')}
      </label>
      {shown.length === 0 && <p className="text-sm text-slate-600">{t('diff.nothing')}</p>}
      {shown.map((field) => (
        <div key={field.name}>
          <FieldDiff
            label={labelOf(labels, field.name)}
            before={revision.previous === null ? '' : field.before}
            after={field.after}
          />
          {field.changed && field.rich && field.before === field.after && revision.previous !== null && (
            <p className="mt-1 text-xs text-slate-600">{t('diff.formattingOnly')}</p>
          )}
        </div>
      ))}
    </section>
  );
}

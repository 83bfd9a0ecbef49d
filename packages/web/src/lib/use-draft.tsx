import { type ReactNode, useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/field';
import { currentLocale } from '../i18n';

interface Draft<V> {
  at: number;
  values: V;
}

const storageKey = (key: string) => `land-office:draft:${key}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function read<V>(key: string): Draft<V> | null {
  try {
    const draft = JSON.parse(localStorage.getItem(storageKey(key)) ?? 'null') as Draft<V> | null;
    return draft && typeof draft.at === 'number' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

/**
 * A form's work kept in this browser while it is typed (localStorage, one draft per form and
 * record: `key` such as "/admin/menus/4"), so a closed tab, a crash or an ended session loses
 * nothing. On return, a form whose draft differs from what it starts with offers "Restore unsaved
 * changes from <time>?" (`prompt`, to render above the fields); `clear()` after a save. `version`
 * changes on each restore, to key an editor that reads its value only when mounted.
 */
export function useDraft<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, key: string) {
  const { t } = useTranslation();
  const [offer, setOffer] = useState(() => {
    const draft = read<V>(key);
    return draft && !same(draft.values, form.formState.defaultValues) ? draft : null;
  });

  useEffect(() => {
    const watching = form.watch((values) => {
      if (same(values, form.formState.defaultValues)) localStorage.removeItem(storageKey(key));
      else localStorage.setItem(storageKey(key), JSON.stringify({ at: Date.now(), values }));
    });
    return () => watching.unsubscribe();
  }, [form, key]);

  // Counts restores: an editor that reads its value only when mounted (Quill) is keyed by it.
  const [version, setVersion] = useState(0);
  const restore = () => {
    if (offer) form.reset(offer.values as DefaultValues<V>, { keepDefaultValues: true });
    setOffer(null);
    setVersion((n) => n + 1);
  };
  const discard = () => {
    localStorage.removeItem(storageKey(key));
    setOffer(null);
  };
  const clear = () => {
    localStorage.removeItem(storageKey(key));
    setOffer(null);
  };

  const when = offer
    ? new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(offer.at)
    : '';
  const prompt: ReactNode = offer ? (
    <section
      aria-label={t('draft.label')}
      className="mb-5 flex flex-wrap items-center gap-3 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <span className="flex-1">{t('draft.question', { time: when })}</span>
      <button type="button" onClick={restore} className={buttonClass.secondary}>
        {t('draft.restore')}
      </button>
      <button type="button" onClick={discard} className={buttonClass.secondary}>
        {t('draft.discard')}
      </button>
    </section>
  ) : null;

  return { prompt, clear, version };
}

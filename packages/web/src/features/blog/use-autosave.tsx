import type { Revision } from '@land-office/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/field';
import { exactTime } from '../../components/history-texts';
import { autosave, getRevision, revisionsPage } from '../../lib/revisions';

/** How often a post's unsaved work is kept on the server while it is being edited. */
export const AUTOSAVE_MS = 10_000;

/** The post's newest autosave, when it is newer than the post's last real change. */
async function newerAutosave(id: number): Promise<Revision | null> {
  const [autosaved, saved] = await Promise.all([
    revisionsPage({ resource: 'blog', id }, { limit: 1, autosave: true }),
    revisionsPage({ resource: 'blog', id }, { limit: 1 }),
  ]);
  const latest = autosaved.revisions[0];
  const change = saved.revisions[0];
  return latest && (!change || Date.parse(latest.at) > Date.parse(change.at)) ? latest : null;
}

/**
 * The blog form's autosave (issue "Content history" §3). While an existing post's form holds
 * unsaved changes, they are sent as the post's autosave every 10 s and when the page is hidden
 * or left; the published post does not change. On opening the post, an autosave newer than its
 * last save is offered back (`offer`, to render above the fields). Failures are silent: the
 * local draft (`useDraft`) still holds the work. Call `stop()` once the post is saved.
 */
export function useAutosave<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  postId?: number,
) {
  const { t } = useTranslation('history');
  const [found, setFound] = useState<Revision | null>(null);
  // Counts restores: the rich-text editor reads its value only when mounted, so it is keyed by it.
  const [version, setVersion] = useState(0);
  const stopped = useRef(false);

  useEffect(() => {
    if (postId === undefined) return;
    let current = true;
    newerAutosave(postId).then(
      (revision) => current && setFound(revision),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [postId]);

  useEffect(() => {
    if (postId === undefined) return;
    const unchanged = JSON.stringify(form.formState.defaultValues);
    let sent = unchanged;
    const send = () => {
      const values = form.getValues();
      const text = JSON.stringify(values);
      if (stopped.current || text === sent || text === unchanged) return;
      const before = sent;
      sent = text;
      autosave({ resource: 'blog', id: postId, data: values }).catch(() => {
        // Sent again at the next chance, unless the work changed meanwhile.
        if (sent === text) sent = before;
      });
    };
    const timer = setInterval(send, AUTOSAVE_MS);
    const onHidden = () => document.visibilityState === 'hidden' && send();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', send);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', send);
      // Leaving the form (another screen of the admin): what it held is kept too.
      send();
    };
  }, [form, postId]);

  const restore = async (revision: Revision) => {
    setFound(null);
    const { data } = await getRevision(revision.id).catch(() => ({ data: null }));
    if (!data) return;
    const values = form.getValues();
    const restored = Object.fromEntries(
      Object.keys(values).map((name) => [name, data[name] ?? values[name]]),
    );
    form.reset(restored as V, { keepDefaultValues: true });
    setVersion((n) => n + 1);
  };

  const offer: ReactNode = found ? (
    <section
      aria-label={t('autosave.label')}
      className="mb-5 flex flex-wrap items-center gap-3 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <span className="flex-1">{t('autosave.offer', { time: exactTime(found.at) })}</span>
      <button type="button" onClick={() => restore(found)} className={buttonClass.secondary}>
        {t('autosave.restore')}
      </button>
      <button type="button" onClick={() => setFound(null)} className={buttonClass.secondary}>
        {t('autosave.dismiss')}
      </button>
    </section>
  ) : null;

  return {
    offer,
    version,
    /** The post was saved: nothing is autosaved after it (leaving the form then keeps nothing). */
    stop: () => {
      stopped.current = true;
    },
  };
}

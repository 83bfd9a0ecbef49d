import type { MediaItem } from '@land-office/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailOf, useMediaList } from '../lib/media-library';
import { loadErrorText } from '../lib/refusal-text';
import { useCan } from '../lib/use-can';
import { buttonClass, inputClass } from './field';
import { LoadError } from './load-error';
import { LoadMore } from './load-more';
import { Spinner } from './spinner';

/**
 * "Choose from library" beside an image field: a dialog of the media library (searchable by name
 * or alt text, a page at a time) whose chosen image's path fills the field. Hidden from a role
 * that cannot use the library.
 */
export function MediaPickerButton({ label, onPick }: { label: string; onPick: (item: MediaItem) => void }) {
  const { t } = useTranslation('media');
  const { can } = useCan();
  const [open, setOpen] = useState(false);
  if (!can('media')) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {/* Named "Choose from library (<field>)": the visible words first, the field for a screen reader. */}
      <Dialog.Trigger className={buttonClass.secondary}>
        {t('picker.open')} <span className="sr-only">({label})</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="text-base font-semibold text-slate-900">{t('picker.title')}</Dialog.Title>
          {open && (
            <LibraryChoices
              onPick={(item) => {
                onPick(item);
                setOpen(false);
              }}
            />
          )}
          <div className="mt-4 flex justify-end">
            <Dialog.Close className={buttonClass.secondary}>{t('picker.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function LibraryChoices({ onPick }: { onPick: (item: MediaItem) => void }) {
  const { t } = useTranslation(['media', 'common']);
  const [q, setQ] = useState('');
  const list = useMediaList({ q: q.trim() });
  return (
    <div className="mt-3 flex min-h-0 flex-col gap-3">
      <input
        type="search"
        aria-label={t('picker.search')}
        placeholder={t('picker.search')}
        className={inputClass}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError text={t('picker.error')} error={list.error} retry={list.refetch} />
      ) : list.items.length === 0 ? (
        <p className="p-4 text-center text-sm text-slate-600">{t('picker.empty')}</p>
      ) : (
        <ul
          className="grid min-h-0 grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-4"
          aria-busy={list.isFetching}
        >
          {list.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="w-full rounded border border-slate-200 p-1 text-left hover:border-slate-500 focus:border-slate-700"
                aria-label={t('picker.choose', { name: item.alt_text || item.file_name })}
                onClick={() => onPick(item)}
              >
                <img
                  src={thumbnailOf(item)}
                  alt=""
                  className="h-24 w-full rounded object-cover"
                  loading="lazy"
                />
                <span className="mt-1 block truncate text-xs text-slate-700" data-user-content>
                  {item.file_name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        list={list}
        label={t('picker.more')}
        busyLabel={t('common:loading')}
        failed={loadErrorText(list.error, t('picker.error'))}
        className="self-center"
      />
    </div>
  );
}

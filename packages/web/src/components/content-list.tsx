import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentListTexts } from '../lib/content-texts';
import type { ContentRecord, ContentResource } from '../lib/content-types';
import { forbiddenText, loadErrorText } from '../lib/refusal-text';
import { useFlash } from '../lib/use-flash';
import { useConfirm } from './confirm-dialog';
import { buttonClass } from './field';
import { FlashBanner } from './flash-banner';
import { RowActions } from './row-actions';
import { ScheduleBadge } from './schedule-badge';
import { SkeletonRows } from './skeleton-rows';
import { SortableList } from './sortable-list';
import { StatusToggle } from './status-toggle';

export type { ContentListTexts };

/**
 * Below the sm breakpoint a row is a card: each data cell on a line of its own, its header in
 * front of it (the table's header row is hidden), the handle, status and actions on the last.
 */
const CARD_CELL =
  'max-sm:order-first max-sm:basis-full max-sm:max-w-none max-sm:py-0.5 max-sm:before:mr-2 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';

export interface ContentColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  className?: string;
}

export interface ContentListProps<T extends ContentRecord, C, U> {
  resource: ContentResource<T, C, U>;
  /** The data columns; the drag handle comes first, then these, the status badge, edit and delete. */
  columns: ContentColumn<T>[];
  /** The record's name for screen readers and the drag announcements ("Home", "Untitled"). */
  itemLabel: (item: T) => string;
  /** The list's route: create is `${basePath}/new`, edit `${basePath}/edit/:id`. */
  basePath: string;
  texts: ContentListTexts;
}

/**
 * The list screen of an ordered content type (spec §2/§4): a table in order_pos order, rows
 * reordered by drag and drop (saved through the reorder route), an Active/Inactive badge that
 * flips is_active and updates the row after success, edit, confirmed delete, flash messages.
 *
 * Screens reach it through `ContentTypeList`, which gives it the columns, item label and texts
 * read from a content type's declaration; the form side is `ContentTypeForm`.
 */
export function ContentList<T extends ContentRecord, C, U>(props: ContentListProps<T, C, U>) {
  const { t } = useTranslation();
  const { resource, columns, itemLabel, basePath, texts } = props;
  const list = resource.useList();
  const update = resource.useUpdate();
  const remove = resource.useDelete();
  const reorder = resource.useReorder();
  const { flash, show } = useFlash();
  const { ask, dialog } = useConfirm();

  const failed = (text: string) => (error: unknown) => {
    console.error(error);
    show(forbiddenText(error) ?? text, { isError: true });
  };
  const toggle = (item: T) =>
    update.mutate(
      { id: item.id, body: { is_active: !item.is_active } as U },
      {
        onSuccess: (saved) => {
          const text = saved.is_active ? texts.activated : texts.deactivated;
          if (text) show(text);
        },
        onError: failed(texts.updateError),
      },
    );
  const destroy = async (item: T) => {
    if (!(await ask(texts.deleteConfirm, t('delete')))) return;
    remove.mutate(item.id, {
      onSuccess: () => texts.deleted && show(texts.deleted),
      onError: failed(texts.deleteError),
    });
  };
  const saveOrder = (ordered: T[]) =>
    reorder.mutateAsync(ordered.map((item, index) => ({ id: item.id, order_pos: index + 1 }))).then(
      () => texts.reordered && show(texts.reordered),
      (error) => {
        failed(texts.reorderError)(error);
        throw error;
      },
    );

  if (list.isPending) return <SkeletonRows />;
  if (list.isError)
    return (
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">
        <p>{loadErrorText(list.error, texts.loadError)}</p>
        <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={() => list.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );

  const createLink = (
    <Link to={`${basePath}/new`} className={buttonClass.primary}>
      {texts.create}
    </Link>
  );
  if (list.data.length === 0)
    return (
      <div>
        <FlashBanner flash={flash} />
        {dialog}
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-600">{texts.empty}</p>
          {texts.emptyHint && <p className="mt-1 text-sm text-slate-600">{texts.emptyHint}</p>}
          <div className="mt-4">{createLink}</div>
        </div>
      </div>
    );

  return (
    <div>
      <FlashBanner flash={flash} />
      {dialog}
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t('reorderHint')}</p>
        {createLink}
      </div>
      <div className="relative overflow-x-auto rounded-lg bg-white shadow-sm">
        <table className="min-w-full text-sm max-sm:block">
          <thead className="bg-slate-50 max-sm:hidden text-left text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th className="w-8 px-2 py-2">
                <span className="sr-only">{t('order')}</span>
              </th>
              {columns.map((column) => (
                <th key={column.header} className="px-3 py-2 font-semibold">
                  {column.header}
                </th>
              ))}
              <th className="px-3 py-2 font-semibold">{t('status')}</th>
              <th className="px-3 py-2">
                <span className="sr-only">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            <SortableList items={list.data} itemLabel={itemLabel} onReorder={saveOrder}>
              {(item, row) => (
                <tr
                  ref={row.ref}
                  style={row.style}
                  data-row-id={item.id}
                  className={`border-t border-slate-100 align-middle max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-2 max-sm:gap-y-1 max-sm:py-2 ${row.isDragging ? 'bg-slate-50 shadow-lg' : 'bg-white'}`}
                >
                  <td className="px-2 py-2">{row.handle}</td>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      data-label={column.header}
                      className={`${column.className ?? 'px-3 py-2'} ${CARD_CELL}`}
                    >
                      {column.cell(item)}
                    </td>
                  ))}
                  <td className="px-3 py-2">
                    <div className="flex flex-col items-start">
                      <StatusToggle
                        on={item.is_active}
                        onToggle={() => toggle(item)}
                        disabled={update.isPending && update.variables?.id === item.id}
                      />
                      <ScheduleBadge from={item.active_from} until={item.active_until} />
                    </div>
                  </td>
                  <RowActions
                    editTo={`${basePath}/edit/${item.id}`}
                    name={itemLabel(item)}
                    onDelete={() => destroy(item)}
                    deleting={remove.isPending && remove.variables === item.id}
                  />
                </tr>
              )}
            </SortableList>
          </tbody>
        </table>
      </div>
    </div>
  );
}

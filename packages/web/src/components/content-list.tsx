import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContentRecord, ContentResource } from '../lib/content-types';
import { useFlash } from '../lib/use-flash';
import { buttonClass } from './field';
import { FlashBanner } from './flash-banner';
import { SortableList } from './sortable-list';
import { Spinner } from './spinner';
import { StatusToggle } from './status-toggle';

export interface ContentColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  className?: string;
}

/** What a content list says. Spec texts where the spec quotes them, the screen's own otherwise. */
export interface ContentListTexts {
  /** Shown with a create link when there is nothing yet, e.g. "No services yet." */
  empty: string;
  /** The create link, e.g. "Add Service". */
  create: string;
  loadError: string;
  updateError: string;
  deleteError: string;
  reorderError: string;
  /** The spec's delete question, e.g. "Are you sure you want to delete this service?" */
  deleteConfirm: string;
  /** Success messages (cleared after 3 s); left out, a success shows nothing. */
  deleted?: string;
  activated?: string;
  deactivated?: string;
  reordered?: string;
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
 */
export function ContentList<T extends ContentRecord, C, U>(props: ContentListProps<T, C, U>) {
  const { resource, columns, itemLabel, basePath, texts } = props;
  const list = resource.useList();
  const update = resource.useUpdate();
  const remove = resource.useDelete();
  const reorder = resource.useReorder();
  const { flash, show } = useFlash();

  const failed = (text: string) => (error: unknown) => {
    console.error(error);
    show(text, { isError: true });
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
  const destroy = (item: T) => {
    if (!window.confirm(texts.deleteConfirm)) return;
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

  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">
        <p>{texts.loadError}</p>
        <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={() => list.refetch()}>
          Try again
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
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="mb-4 text-slate-600">{texts.empty}</p>
          {createLink}
        </div>
      </div>
    );

  return (
    <div>
      <FlashBanner flash={flash} />
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          Drag the handle (or use Space and the arrow keys) to reorder.
        </p>
        {createLink}
      </div>
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th className="w-8 px-2 py-2">
                <span className="sr-only">Order</span>
              </th>
              {columns.map((column) => (
                <th key={column.header} className="px-3 py-2 font-semibold">
                  {column.header}
                </th>
              ))}
              <th className="px-3 py-2 font-semibold">Status</th>
              <th className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            <SortableList items={list.data} itemLabel={itemLabel} onReorder={saveOrder}>
              {(item, row) => (
                <tr
                  ref={row.ref}
                  style={row.style}
                  data-row-id={item.id}
                  className={`border-t border-slate-100 align-middle ${row.isDragging ? 'bg-slate-50 shadow-lg' : 'bg-white'}`}
                >
                  <td className="px-2 py-2">{row.handle}</td>
                  {columns.map((column) => (
                    <td key={column.header} className={column.className ?? 'px-3 py-2'}>
                      {column.cell(item)}
                    </td>
                  ))}
                  <td className="px-3 py-2">
                    <StatusToggle
                      on={item.is_active}
                      onToggle={() => toggle(item)}
                      disabled={update.isPending && update.variables?.id === item.id}
                    />
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right">
                    <Link
                      to={`${basePath}/edit/${item.id}`}
                      aria-label={`Edit ${itemLabel(item)}`}
                      className="mr-3 text-sm font-medium text-blue-700 hover:underline"
                    >
                      Edit
                    </Link>
                    <button
                      type="button"
                      className={buttonClass.danger}
                      disabled={remove.isPending && remove.variables === item.id}
                      onClick={() => destroy(item)}
                      aria-label={`Delete ${itemLabel(item)}`}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              )}
            </SortableList>
          </tbody>
        </table>
      </div>
    </div>
  );
}

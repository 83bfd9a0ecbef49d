import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type CSSProperties, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the render function gets for each item. */
export interface SortableRow {
  /** Put on the element that moves: a `<tr>`, `<li>` or `<div>`. */
  ref: (node: HTMLElement | null) => void;
  style: CSSProperties;
  isDragging: boolean;
  /** The drag handle, a focusable button: place it in the row (e.g. its first cell). */
  handle: ReactNode;
}

export interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** The item's name, read out while it moves ("Home moved to position 2 of 7"). */
  itemLabel: (item: T) => string;
  /**
   * Called after a drop that changed the order, with every item in its new order. The list shows
   * that order while the promise runs; if it rejects, the order it was given (`items`) shows again.
   * Save it with the resource's reorder route; the caller refreshes `items` from the answer.
   */
  onReorder: (ordered: T[]) => Promise<unknown> | undefined;
  /** No dragging (e.g. while the list is filtered, or while another save runs). */
  disabled?: boolean;
  children: (item: T, row: SortableRow) => ReactNode;
}

/**
 * A list reordered by drag and drop, with the mouse, touch or the keyboard (Space/Enter on the
 * handle lifts, arrows move, Space/Enter drops, Escape cancels), moves announced to screen readers.
 * It renders no wrapper of its own, so it fits inside a `<tbody>` or an `<ul>`.
 */
export function SortableList<T extends { id: number }>({
  items,
  itemLabel,
  onReorder,
  disabled,
  children,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<T[] | null>(null);
  // Where the moving item was last announced, so lifting it is not drowned by "over its own place".
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const shown = pending ?? items;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => shown.findIndex((item) => item.id === id);
  const labelOf = (id: UniqueIdentifier) => {
    const item = shown[indexOf(id)];
    return item ? itemLabel(item) : t('reorder.item');
  };
  const position = (id: UniqueIdentifier | undefined) =>
    id === undefined ? '' : t('reorder.position', { index: indexOf(id) + 1, count: shown.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('reorder.pickedUp', { name: labelOf(active.id), position: position(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return t('reorder.over', { name: labelOf(active.id), position: position(over.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('reorder.dropped', { name: labelOf(active.id), position: position(over.id) })
        : t('reorder.droppedNowhere', { name: labelOf(active.id) }),
    onDragCancel: ({ active }) =>
      t('reorder.cancelled', { name: labelOf(active.id), position: position(active.id) }),
  };

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove([...shown], indexOf(active.id), indexOf(over.id));
    setPending(next);
    Promise.resolve(onReorder(next))
      .catch(() => {})
      .finally(() => setPending(null));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('reorder.instructions') },
        container: typeof document === 'undefined' ? undefined : document.body,
      }}
    >
      <SortableContext
        items={shown.map((item) => item.id)}
        strategy={verticalListSortingStrategy}
        disabled={disabled || pending !== null}
      >
        {shown.map((item) => (
          <SortableItem key={item.id} id={item.id} label={itemLabel(item)}>
            {(row) => children(item, row)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  children,
}: {
  id: number;
  label: string;
  children: (row: SortableRow) => ReactNode;
}) {
  const sortable = useSortable({ id });
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    sortable;
  const style: CSSProperties = {
    // Rows move only up and down.
    transform: CSS.Translate.toString(transform && { ...transform, x: 0 }),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('reorder.handle', { name: label })}
      title={t('reorder.handleTitle')}
      className="cursor-grab touch-none rounded px-1.5 py-1 max-sm:min-h-11 max-sm:min-w-11 text-slate-600 hover:bg-slate-100 hover:text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500 disabled:cursor-default disabled:opacity-40 aria-pressed:cursor-grabbing"
    >
      <svg aria-hidden="true" viewBox="0 0 10 16" width="10" height="16" fill="currentColor">
        {[2, 8, 14].flatMap((y) => [
          <circle key={`a${y}`} cx="2" cy={y} r="1.5" />,
          <circle key={`b${y}`} cx="8" cy={y} r="1.5" />,
        ])}
      </svg>
    </button>
  );
  return children({ ref: setNodeRef, style, isDragging, handle });
}

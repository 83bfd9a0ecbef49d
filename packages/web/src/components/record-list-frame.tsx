import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './field';
import { ListTable } from './list-table';
import { LoadError } from './load-error';
import { SkeletonRows } from './skeleton-rows';

/** What the frame reads of a list's query. */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: readonly T[];
}

/**
 * A list screen of records that are not a content type (users, webhooks): skeleton rows while it
 * loads, the failure with "Try again", else `top` (its messages), the intro with the Add link,
 * and the table of rows or the empty text.
 */
export function RecordListFrame<T>({
  query,
  loadError,
  top,
  intro,
  add,
  empty,
  headers,
  children,
}: {
  query: ListQuery<T>;
  loadError: string;
  top?: ReactNode;
  intro: string;
  add: { to: string; label: string };
  empty: string;
  headers: readonly string[];
  children: (rows: readonly T[]) => ReactNode;
}) {
  if (query.isPending) return <SkeletonRows />;
  if (query.isError || !query.data)
    return <LoadError text={loadError} error={query.error} retry={query.refetch} />;
  return (
    <div>
      {top}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{intro}</p>
        <Link to={add.to} className={buttonClass.primary}>
          {add.label}
        </Link>
      </div>
      {query.data.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-slate-600">{empty}</p>
      ) : (
        <ListTable headers={headers}>{children(query.data)}</ListTable>
      )}
    </div>
  );
}

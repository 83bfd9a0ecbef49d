import { buttonClass } from './field';

/** What LoadMore reads of an infinite query. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

/**
 * The next page of a keyset-paged list, on request: "Load more" while there is one, its busy
 * label while it comes, and the failure said where it would have appeared.
 */
export function LoadMore({
  list,
  label,
  busyLabel,
  failed,
  className = '',
}: {
  list: Pages;
  label: string;
  busyLabel: string;
  /** What to say when the next page could not be read. */
  failed: string;
  className?: string;
}) {
  return (
    <>
      {list.isFetchNextPageError && (
        <p role="alert" className={`text-sm text-red-700 ${className}`}>
          {failed}
        </p>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className={`${buttonClass.secondary} ${className}`}
          disabled={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? busyLabel : label}
        </button>
      )}
    </>
  );
}

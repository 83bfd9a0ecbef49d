import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Below the sm breakpoint a row is a card: each cell on a line of its own with its column's
 * header before it (the header row is hidden), the last cell (the actions) at the end.
 */
const CARDS = [
  'max-sm:[&_table]:block max-sm:[&_thead]:hidden max-sm:[&_tbody]:block',
  'max-sm:[&_tr]:flex max-sm:[&_tr]:flex-wrap max-sm:[&_tr]:items-center max-sm:[&_tr]:gap-x-2 max-sm:[&_tr]:py-2',
  'max-sm:[&_td]:py-0.5 max-sm:[&_td[data-label]]:basis-full max-sm:[&_td:last-child]:ml-auto',
  'max-sm:[&_td[data-label]]:before:mr-2 max-sm:[&_td[data-label]]:before:text-xs max-sm:[&_td[data-label]]:before:font-semibold',
  'max-sm:[&_td[data-label]]:before:uppercase max-sm:[&_td[data-label]]:before:text-slate-600',
  'max-sm:[&_td[data-label]]:before:content-[attr(data-label)]',
].join(' ');

/**
 * The table of a list screen: column headers, a last unlabelled actions column (unless `actions`
 * is false), the rows.
 */
export function ListTable({
  headers,
  actions = true,
  children,
}: {
  headers: readonly string[];
  actions?: boolean;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  // Each cell carries its column's header for the card layout, whatever row component drew it.
  useLayoutEffect(() => {
    for (const row of frame.current?.querySelectorAll('tbody tr') ?? [])
      row.querySelectorAll(':scope > td').forEach((cell, index) => {
        const header = headers[index];
        if (header) cell.setAttribute('data-label', header);
      });
  });
  return (
    <div ref={frame} className={`relative overflow-x-auto rounded-lg bg-white shadow-sm ${CARDS}`}>
      <table className="min-w-full text-sm">
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {headers.map((header) => (
              <th key={header} className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
            {actions && (
              <th className="px-3 py-2">
                <span className="sr-only">{t('actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

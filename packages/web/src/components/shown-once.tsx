import type { ReactNode } from 'react';
import { CopyField } from './copy-field';

/**
 * Something made just now that is never shown again (a signing secret, an API token, a one-time
 * link): a region named by its title, what to do with it, the value with a Copy button, and
 * `children` (a line after it).
 */
export function ShownOnce({
  title,
  note,
  field,
  children,
}: {
  title: string;
  note: ReactNode;
  field: Parameters<typeof CopyField>[0];
  children?: ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-3 rounded-lg border border-green-300 bg-green-50 p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-700">{note}</p>
      <CopyField {...field} />
      {children}
    </section>
  );
}

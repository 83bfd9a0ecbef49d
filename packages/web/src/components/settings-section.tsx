import type { ReactNode } from 'react';
import { loadErrorText } from '../lib/refusal-text';

/** One titled card of a settings screen. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The screen-level states every settings screen shares: spinner, then the load error. */
export function SettingsLoadError({ text, error }: { text: string; error?: unknown }) {
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">
      {loadErrorText(error, text)}
    </div>
  );
}

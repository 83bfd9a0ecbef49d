import type { Flash } from '../lib/use-flash';

/** The success (green) or error (red) banner at the top of a screen. */
export function FlashBanner({ flash }: { flash: Flash | null }) {
  if (!flash) return null;
  return (
    <div
      role={flash.isError ? 'alert' : 'status'}
      className={`mb-4 rounded border px-4 py-3 text-sm ${
        flash.isError
          ? 'border-red-300 bg-red-50 text-red-700'
          : 'border-green-300 bg-green-50 text-green-800'
      }`}
    >
      {flash.text}
    </div>
  );
}

import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Flash } from '../lib/use-flash';

const REGION_ID = 'flash-region';

/**
 * The one place messages show: fixed to the top of the viewport, so a message is seen wherever
 * the page is scrolled, above everything, centred. Made on first use; banners of several forms
 * (two tabs kept mounted) stack in it.
 */
function flashRegion(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = REGION_ID;
  region.dataset.flashRegion = '';
  region.className =
    'pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-center gap-2 px-4 pt-4';
  document.body.append(region);
  return region;
}

/**
 * A success (green, `role="status"`) or error (red, `role="alert"`) message, shown in the flash
 * region and announced by screen readers. It leaves when its form's `useFlash` clears it (a
 * success after the spec's time) or when dismissed; the next message shows again.
 */
export function FlashBanner({ flash }: { flash: Flash | null }) {
  const [dismissed, setDismissed] = useState<Flash | null>(null);
  const { t } = useTranslation();
  if (!flash || flash === dismissed) return null;
  return createPortal(
    <div
      className={`pointer-events-auto flex w-full max-w-xl items-start gap-3 rounded border px-4 py-3 text-sm shadow-lg ${
        flash.isError
          ? 'border-red-300 bg-red-50 text-red-700'
          : 'border-green-300 bg-green-50 text-green-800'
      }`}
    >
      {/* The live region holds the text alone, so the dismiss button is not read out with it. */}
      <span role={flash.isError ? 'alert' : 'status'} className="flex-1">
        {flash.text}
      </span>
      <button
        type="button"
        aria-label={t('dismiss')}
        onClick={() => setDismissed(flash)}
        className="-my-1 -mr-2 rounded px-2 py-1 leading-none opacity-70 hover:opacity-100 focus-visible:outline-2"
      >
        ×
      </button>
    </div>,
    flashRegion(),
  );
}

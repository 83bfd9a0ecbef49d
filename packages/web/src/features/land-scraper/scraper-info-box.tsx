import type { ScraperConfig } from '@land-office/contract';

/** Spec §2's info box, with the interval the server really uses. */
export function ScraperInfoBox({ config }: { config: ScraperConfig }) {
  const { sources, intervalSeconds } = config;
  const dynamic = [sources.casperlet.name, sources.cavetech.name].join(' and ');
  return (
    <aside
      aria-label="How the scraper works"
      className="rounded border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
    >
      <ul className="list-disc space-y-1 pl-5">
        <li>
          {intervalSeconds > 0
            ? `The system auto-runs the active source every ${intervalSeconds} seconds.`
            : 'Automatic runs are off (the interval is 0): run the scraper with Test Scraper Now.'}
        </li>
        <li>Results are saved to a JSON file and show on the frontend immediately.</li>
        <li>The fast source ({sources.acatech.name}, static pages) finishes in seconds.</li>
        <li>The dynamic sources ({dynamic}) load in a real browser and can take 30-60 seconds.</li>
      </ul>
    </aside>
  );
}

import type { ScraperSourceId } from '@land-office/contract';
import { expect, it } from 'vitest';
import { LAND_FIXTURES, serveFolder } from '../../../test-servers/static-server.js';
import { createFetcher } from '../src/lib/fetcher.js';
import { browserPool } from '../src/modules/land-scraper/browser-pool.js';
import { runBrowser } from '../src/modules/land-scraper/browser-runner.js';
import { findChromium } from '../src/modules/land-scraper/chromium.js';
import { sourceAdapters } from '../src/modules/land-scraper/sources.js';
import { runStatic } from '../src/modules/land-scraper/static-runner.js';
import { allowList } from '../src/test/app.js';

const WARM_RUNS = 5;
const TARGET_MS: Record<ScraperSourceId, number> = { acatech: 1_000, casperlet: 5_000, cavetech: 5_000 };

it('scrapes each fixture source: cold and warm timings against the targets', async () => {
  const fixtures = await serveFolder(LAND_FIXTURES);
  const chromium = findChromium(process.env.CHROMIUM_PATH);
  const pool = browserPool({ chromiumPath: chromium, idleMs: 60_000 });
  const fetcher = createFetcher(allowList());
  const lines: string[] = [];
  let missed = 0;
  try {
    for (const id of ['acatech', 'casperlet', 'cavetech'] as const) {
      const adapter = sourceAdapters[id];
      if (adapter.mode === 'browser' && !chromium) {
        lines.push(`${id.padEnd(10)} skipped: no Chromium (set CHROMIUM_PATH)`);
        continue;
      }
      const url = `${fixtures.url}/${id}/index.html`;
      const once = async () => {
        const started = performance.now();
        const lands =
          adapter.mode === 'static'
            ? await runStatic(fetcher, adapter, url)
            : await runBrowser(pool, fetcher, adapter, url);
        return { ms: performance.now() - started, count: lands.length };
      };
      const cold = await once();
      const warm: number[] = [];
      for (let i = 0; i < WARM_RUNS; i++) warm.push((await once()).ms);
      warm.sort((a, b) => a - b);
      const median = warm[Math.floor(warm.length / 2)] as number;
      const ok = median < TARGET_MS[id];
      if (!ok) missed++;
      lines.push(
        `${id.padEnd(10)} ${String(cold.count).padStart(3)} lands  cold ${cold.ms.toFixed(0).padStart(5)} ms  ` +
          `warm median ${median.toFixed(0).padStart(5)} ms (min ${warm[0]?.toFixed(0)}, max ${warm.at(-1)?.toFixed(0)})  ` +
          `target < ${TARGET_MS[id]} ms ${ok ? 'OK' : 'MISSED'}`,
      );
    }
  } finally {
    await pool.close();
    await fetcher.close();
    await fixtures.close();
  }
  process.stdout.write(
    `\nLand scraper benchmark (fixtures on loopback, ${WARM_RUNS} warm runs)\n${lines.join('\n')}\n\n`,
  );
  expect(missed).toBe(0);
});

import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it, vi } from 'vitest';
import { describeEachDbIf } from '../../test/app.js';
import { findChromium } from './chromium.js';

// The renderer is where a hostile page's code runs: it must be sandboxed, and no Chromium process
// may be root. The page's listings arrive only when the test lets them, so the renderer is alive
// while the test reads /proc.

const PAGE = `<!doctype html><html><body><div id="rentals"></div><script>
  fetch('listings').then((r) => r.text()).then((html) => {
    document.getElementById('rentals').innerHTML = html;
    document.body.dataset.loaded = 'true';
  });
</script></body></html>`;
const LISTINGS =
  '<div class="listing-card"><h3 class="title">Sandbox Cove</h3><div class="sim">Harbour</div>' +
  '<span class="area">1,024 sqm</span><span class="cost">L$ 250 / week</span></div>';

const held: Array<() => void> = [];
const site = createServer((req, res) => {
  if (req.url === '/index.html') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  if (req.url === '/listings') return held.push(() => res.end(LISTINGS));
  res.writeHead(404).end();
});
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((r) => site.close(r));
});

interface ProcessInfo {
  pid: number;
  args: string[];
  uids: string[];
  seccomp: string | undefined;
}

/** Chromium processes started by this test process (its descendants), as /proc shows them. */
function chromiumProcesses(): ProcessInfo[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The command name may hold spaces and parentheses: the parent pid follows the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {} // gone while listed
  }
  const descends = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p))
      if (p === process.pid) return true;
    return false;
  };
  return [...parents.keys()].filter(descends).flatMap((pid) => {
    try {
      // A Chromium child rewrites its command line as one space-separated title.
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/).filter(Boolean);
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      if (!/chrom/i.test(args[0] ?? '')) return [];
      const uids = /^Uid:\s+(.*)$/m.exec(status)?.[1]?.split(/\s+/) ?? [];
      return [{ pid, args, uids, seccomp: /^Seccomp:\s+(\d)/m.exec(status)?.[1] }];
    } catch {
      return [];
    }
  });
}

const chromium = findChromium(undefined);
if (!chromium) console.warn('No Chromium found: the browser sandbox tests are skipped.');

describeEachDbIf(chromium !== undefined)('the scraper browser runs sandboxed', (t) => {
  it('runs no Chromium process as root, and every renderer with its sandbox on', async () => {
    const authorization = await t.auth();
    await t.app.inject({
      method: 'PUT',
      url: '/api/land-scraper/config',
      headers: { authorization },
      payload: { activeScraper: 'casperlet', url: `${siteUrl}/index.html` },
    });
    const run = t.app.inject({ method: 'POST', url: '/api/land-scraper/run', headers: { authorization } });
    const seen = await vi.waitFor(
      () => {
        const processes = chromiumProcesses();
        if (!held.length || !processes.some((p) => p.args.includes('--type=renderer')))
          throw new Error('no renderer rendering the page yet');
        return processes;
      },
      { timeout: 15_000, interval: 50 },
    );
    for (const release of held.splice(0)) release();
    expect((await run).statusCode).toBe(200);

    const renderers = seen.filter((p) => p.args.includes('--type=renderer'));
    expect(renderers.length).toBeGreaterThan(0);
    for (const renderer of renderers) {
      expect(renderer.args, `renderer ${renderer.pid}`).not.toContain('--no-sandbox');
      // 2: a seccomp-bpf filter is on, which Chromium only installs when its sandbox runs.
      expect(renderer.seccomp, `renderer ${renderer.pid}`).toBe('2');
    }
    for (const p of seen) expect(p.uids, `${p.args[0]} ${p.pid}`).not.toContain('0');
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.browser).toBe('sandboxed');
  }, 30_000);
});

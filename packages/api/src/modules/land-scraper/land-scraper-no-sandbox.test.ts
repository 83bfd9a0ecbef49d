import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { LAND_FIXTURES, serveFolder } from '../../../../../test-servers/static-server.js';
import { describeEachDbIf, type TestContext } from '../../test/app.js';
import { findChromium } from './chromium.js';
import { SANDBOX_UNAVAILABLE } from './sandbox-launcher.js';

// A machine where Chromium's sandbox cannot start: the real Chromium, told not to use user
// namespaces, with no setuid chrome-sandbox helper to fall back on (Debian's chromium-sandbox
// package is not installed here). It says "No usable sandbox!" and exits.
const chromium = findChromium(undefined);
const setuidHelper = ['/usr/lib/chromium/chrome-sandbox', '/usr/lib/chromium/chrome_sandbox'].some(
  existsSync,
);
const dir = mkdtempSync(join(tmpdir(), 'land-office-no-sandbox-'));
chmodSync(dir, 0o755); // the unprivileged user the browser runs as must reach it
const noSandboxChromium = join(dir, 'chromium');
writeFileSync(noSandboxChromium, `#!/bin/sh\nexec '${chromium}' --disable-namespace-sandbox "$@"\n`, {
  mode: 0o755,
});

const fixtures = await serveFolder(LAND_FIXTURES);
afterAll(async () => {
  await fixtures.close();
  rmSync(dir, { recursive: true, force: true });
});

const runnable = chromium !== undefined && !setuidHelper;
if (!runnable) console.warn('No Chromium, or a setuid sandbox helper: the no-sandbox tests are skipped.');
const suite = describeEachDbIf(runnable);

const useSource = (t: TestContext, authorization: string, source: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/land-scraper/config',
    headers: { authorization },
    payload: { activeScraper: source, url: `${fixtures.url}/${source}/index.html` },
  });

suite(
  'land scraper where no browser sandbox can start',
  (t) => {
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string) =>
      t.app.inject({ method, url, headers: { authorization: await t.auth() } });

    it('refuses the browser sources with 503 and says why; the static source keeps working', async () => {
      for (const source of ['casperlet', 'cavetech']) {
        await useSource(t, await t.auth(), source);
        const res = await call('POST', '/api/land-scraper/run');
        expect(res.statusCode, source).toBe(503);
        expect(res.json().error.startsWith(SANDBOX_UNAVAILABLE), res.json().error).toBe(true);
      }
      expect((await call('GET', '/api/health')).json().browser).toBe('unavailable');
      const [run] = (await call('GET', '/api/land-scraper/runs?limit=1')).json();
      expect(run).toMatchObject({
        source: 'cavetech',
        count: null,
        error: expect.stringMatching(/^The browser sandbox/),
      });

      await useSource(t, await t.auth(), 'acatech');
      const res = await call('POST', '/api/land-scraper/run');
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(21);
    });
  },
  { CHROMIUM_PATH: noSandboxChromium },
);

suite(
  'land scraper with CHROMIUM_NO_SANDBOX=1',
  (t) => {
    it('runs the browser sources without the sandbox and says so in /api/health', async () => {
      const authorization = await t.auth();
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().browser).toBe('unsandboxed');
      await useSource(t, authorization, 'casperlet');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/land-scraper/run',
        headers: { authorization },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().count).toBe(15);
    });
  },
  { CHROMIUM_PATH: noSandboxChromium, CHROMIUM_NO_SANDBOX: '1' },
);

import type { Browser } from 'playwright-core';
import { ServiceUnavailable } from '../../errors.js';
import { BROWSER_ARGS, CHROMIUM_CANDIDATES, findChromium, NO_NETWORK_ARGS } from './chromium.js';
import { planChromiumLaunch, SandboxUnavailable, sandboxFailure } from './sandbox-launcher.js';

/** What /api/health says of the browser: see contract/health.ts. */
export type BrowserSandbox = 'sandboxed' | 'unsandboxed' | 'unavailable';

export interface BrowserPool {
  /** Runs `use` with the shared browser, started on first need. */
  withBrowser<T>(use: (browser: Browser) => Promise<T>): Promise<T>;
  /** Whether a browser process is up right now. */
  isRunning(): boolean;
  /** Whether dynamic sources run sandboxed, unsandboxed (CHROMIUM_NO_SANDBOX=1) or not at all. */
  sandbox(): BrowserSandbox;
  close(): Promise<void>;
}

/**
 * One Chromium for every dynamic source: started lazily, reused across runs (a warm browser saves
 * the second or so a launch costs), closed after `idleMs` without use and when the app closes.
 * It runs with its sandbox, or not at all unless `noSandbox` (CHROMIUM_NO_SANDBOX=1) says so.
 */
export function browserPool(options: {
  chromiumPath?: string;
  idleMs?: number;
  noSandbox?: boolean;
}): BrowserPool {
  const idleMs = options.idleMs ?? 60_000;
  let launching: Promise<Browser> | undefined;
  let refusedSandbox = false;
  let users = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  const launch = async (): Promise<Browser> => {
    const executablePath = findChromium(options.chromiumPath);
    if (!executablePath) {
      throw new ServiceUnavailable(
        options.chromiumPath
          ? `No Chromium at CHROMIUM_PATH=${options.chromiumPath}: dynamic sources need a browser (install chromium or fix CHROMIUM_PATH)`
          : `No Chromium found (tried ${CHROMIUM_CANDIDATES.join(', ')}): dynamic sources need a browser; install chromium or set CHROMIUM_PATH`,
      );
    }
    // playwright-core costs some 200 ms and 70 MB resident to load: only a dynamic source pays for it.
    const { chromium } = await import('playwright-core');
    let browser: Browser;
    try {
      const plan = planChromiumLaunch(executablePath, options.noSandbox ?? false);
      browser = await chromium
        .launch({
          executablePath: plan.executablePath,
          chromiumSandbox: plan.chromiumSandbox,
          env: plan.env,
          args: [...BROWSER_ARGS, ...NO_NETWORK_ARGS],
          timeout: 30_000,
          // The server stops in its own order (lib/stop-on-signals.ts): Playwright's handlers would
          // close the browser under a run at the first signal, and exit the process on SIGINT.
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        })
        .finally(plan.dispose);
    } catch (err) {
      const refused = err instanceof SandboxUnavailable ? err : sandboxFailure(err);
      refusedSandbox = refused !== undefined;
      throw refused ?? err;
    }
    refusedSandbox = false;
    browser.on('disconnected', () => {
      if (launching && current === browser) launching = undefined;
    });
    current = browser;
    return browser;
  };
  let current: Browser | undefined;

  const shutdown = async () => {
    clearTimeout(idleTimer);
    const pending = launching;
    launching = undefined;
    current = undefined;
    const browser = await pending?.catch(() => undefined);
    await browser?.close().catch(() => {});
  };

  return {
    async withBrowser(use) {
      clearTimeout(idleTimer);
      users++;
      try {
        launching ??= launch();
        const browser = await launching.catch((err) => {
          launching = undefined;
          throw err;
        });
        return await use(browser);
      } finally {
        users--;
        if (users === 0) idleTimer = setTimeout(() => void shutdown(), idleMs).unref();
      }
    },
    isRunning: () => current?.isConnected() ?? false,
    sandbox() {
      if (!findChromium(options.chromiumPath) || refusedSandbox) return 'unavailable';
      return options.noSandbox ? 'unsandboxed' : 'sandboxed';
    },
    close: shutdown,
  };
}

import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceUnavailable } from '../../errors.js';

export const SANDBOX_UNAVAILABLE = 'The browser sandbox is not available: ';

/** nobody/nogroup on Debian and most distributions: owns nothing, so a renderer escape gains nothing. */
const UNPRIVILEGED_ID = 65534;
const SETPRIV_CANDIDATES = ['/usr/bin/setpriv', '/bin/setpriv'];
/** Chromium gets this and nothing else of the server's environment (which holds its secrets). */
const BROWSER_ENV = { PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' };

export class SandboxUnavailable extends ServiceUnavailable {
  constructor(why: string) {
    super(`${SANDBOX_UNAVAILABLE}${why}`);
  }
}

export interface ChromiumLaunch {
  executablePath: string;
  chromiumSandbox: boolean;
  env: Record<string, string>;
  /** Removes what the launch needed (the launcher script) once Chromium has started or failed. */
  dispose(): void;
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * Playwright starts this script in place of Chromium when the server is root, since Chromium's
 * sandbox cannot start as root. Playwright makes the profile directory (root's, mode 0700) and
 * refuses a --user-data-dir of ours, so the script hands the one it is given to the unprivileged
 * user, then becomes that user and execs Chromium: the debugging pipe (fds 3 and 4) survives exec.
 */
function launcherScript(setpriv: string, chromium: string) {
  const id = UNPRIVILEGED_ID;
  return `#!/bin/sh
profile=
for arg in "$@"; do
  case "$arg" in --user-data-dir=*) profile="\${arg#--user-data-dir=}" ;; esac
done
[ -n "$profile" ] || { echo 'land-office launcher: no --user-data-dir' >&2; exit 64; }
chown -R ${id}:${id} "$profile" || exit 70
HOME="$profile" exec ${quote(setpriv)} --reuid=${id} --regid=${id} --clear-groups ${quote(chromium)} "$@"
`;
}

/**
 * How to start Chromium: with its sandbox always, unless CHROMIUM_NO_SANDBOX=1 asked otherwise;
 * when this process is root, through a launcher that drops to an unprivileged user first.
 * Throws SandboxUnavailable when root has no way to drop privileges.
 */
export function planChromiumLaunch(chromium: string, noSandbox: boolean): ChromiumLaunch {
  const plain = { executablePath: chromium, env: BROWSER_ENV, dispose() {} };
  if (noSandbox) return { ...plain, chromiumSandbox: false };
  if (process.getuid?.() !== 0) return { ...plain, chromiumSandbox: true };
  const setpriv = SETPRIV_CANDIDATES.find((path) => existsSync(path));
  if (!setpriv) {
    throw new SandboxUnavailable(
      'the server runs as root and setpriv (util-linux) is missing to start Chromium as an unprivileged user; install util-linux, run the server as another user, or set CHROMIUM_NO_SANDBOX=1',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'land-office-chromium-'));
  const executablePath = join(dir, 'chromium');
  writeFileSync(executablePath, launcherScript(setpriv, chromium), { mode: 0o700 });
  chmodSync(executablePath, 0o700);
  return {
    executablePath,
    chromiumSandbox: true,
    env: BROWSER_ENV,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Chromium's own words when its sandbox cannot start, or Playwright's box that replaces them. */
const SANDBOX_FAILURE =
  /No usable sandbox!|Running as root without --no-sandbox is not supported|Chromium sandboxing failed!/;

/** A launch error that says the sandbox could not start, as the 503 the browser sources answer. */
export function sandboxFailure(err: unknown): SandboxUnavailable | undefined {
  if (!(err instanceof Error) || !SANDBOX_FAILURE.test(err.message)) return undefined;
  return new SandboxUnavailable(
    'Chromium could not start its sandbox; allow unprivileged user namespaces (or install the setuid chrome-sandbox helper), or set CHROMIUM_NO_SANDBOX=1 to run it without',
  );
}

import { ConfigError } from '../config.js';
import { faultKind } from '../lib/faults.js';

/**
 * A full or read-only disk, said in one line with what to do. Each command cleans up after itself
 * (a restore builds aside and removes what it unpacked), so nothing was left written.
 */
function diskProblem(err: unknown): string | undefined {
  const kind = faultKind(err);
  if (kind !== 'full' && kind !== 'read-only') return undefined;
  const { code, path } = err as { code?: string; path?: string };
  const where = `${code}${typeof path === 'string' ? ` at ${path}` : ''}`;
  return kind === 'full'
    ? `The disk is full (${where}): nothing was written. Free some space and try again.`
    : `The disk is read-only (${where}): nothing was written. Make it writable and try again.`;
}

/**
 * Runs a command-line entry point on the process arguments: the errors an operator can act on
 * (`expected`, bad configuration or usage, a full or read-only disk) print as one line; anything
 * else also names itself.
 */
export function runCli(
  main: (argv: string[]) => Promise<void>,
  expected: (new (...a: never[]) => Error)[] = [],
) {
  main(process.argv.slice(2)).catch((err) => {
    const known = err instanceof ConfigError || expected.some((type) => err instanceof type);
    const disk = diskProblem(err);
    process.stderr.write(
      known
        ? `${(err as Error).message}\n`
        : disk
          ? `${disk}\n`
          : `Failed: ${err instanceof Error ? err.stack : String(err)}\n`,
    );
    process.exit(1);
  });
}

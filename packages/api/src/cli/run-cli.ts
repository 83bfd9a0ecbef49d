import { ConfigError } from '../config.js';

/**
 * Runs a command-line entry point on the process arguments: the errors an operator can act on
 * (`expected`, bad configuration or usage) print as one line; anything else also names itself.
 */
export function runCli(
  main: (argv: string[]) => Promise<void>,
  expected: (new (...a: never[]) => Error)[] = [],
) {
  main(process.argv.slice(2)).catch((err) => {
    const known = err instanceof ConfigError || expected.some((type) => err instanceof type);
    process.stderr.write(
      known ? `${(err as Error).message}\n` : `Failed: ${err instanceof Error ? err.stack : String(err)}\n`,
    );
    process.exit(1);
  });
}

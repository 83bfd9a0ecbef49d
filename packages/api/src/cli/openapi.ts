import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openapiDocument } from './openapi-document.js';
import { runCli } from './run-cli.js';

/** `npm run openapi -- [--out FILE]`: the API reference document, written to FILE or standard output. */
runCli(async (argv) => {
  const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } } });
  const text = `${JSON.stringify(await openapiDocument(), null, 2)}\n`;
  if (values.out) writeFileSync(values.out, text);
  else process.stdout.write(text);
});

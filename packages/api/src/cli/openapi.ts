import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { runCli } from './run-cli.js';

/**
 * `npm run openapi -- [--out FILE]`: the API reference document (what `/api/openapi.json` serves),
 * written to FILE or standard output without a server or a database of the operator's: the app is
 * built on an empty data directory of its own and never listens.
 */
runCli(async (argv) => {
  const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } } });
  const dataDir = mkdtempSync(join(tmpdir(), 'land-office-openapi-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SCRAPER_INTERVAL_SECONDS: '0' });
    const app = await buildApp(config);
    await app.ready();
    const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    if (values.out) writeFileSync(values.out, text);
    else process.stdout.write(text);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

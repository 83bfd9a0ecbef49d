import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

/**
 * The API reference document (what `/api/openapi.json` serves), without a server or a database of
 * the operator's: the app is built on an empty data directory of its own and never listens. The
 * typed client's types are generated from it, and its test compares them with it.
 */
export async function openapiDocument(): Promise<object> {
  const dataDir = mkdtempSync(join(tmpdir(), 'land-office-openapi-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SCRAPER_INTERVAL_SECONDS: '0' });
    const app = await buildApp(config);
    await app.ready();
    const document = app.swagger();
    await app.close();
    return document;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

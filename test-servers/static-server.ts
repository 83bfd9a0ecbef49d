import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Pages of the three land sources and the resident profiles, with their expected.json (see test-fixtures/README.md). */
export const LAND_FIXTURES = fileURLToPath(
  new URL('../packages/api/test-fixtures/land-sources/', import.meta.url),
);

export interface StaticServer {
  url: string;
  /** How many requests each path received. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/**
 * Serves a folder on 127.0.0.1 (a free port): .html as text/html, .json as JSON, the rest 404;
 * `delayMs` holds each answer back, so a scrape of it lasts a while; `until` holds every answer
 * until it settles, so a scrape of it lasts until the test has seen what it runs through.
 */
export async function serveFolder(
  root: string,
  { delayMs = 0, until }: { delayMs?: number; until?: Promise<unknown> } = {},
): Promise<StaticServer> {
  const hits = new Map<string, number>();
  const server = createServer(async (req, res) => {
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    if (until) await until.catch(() => undefined);
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^\/+/,
      '',
    );
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const file = join(root, path);
    if (!file.startsWith(root)) return res.writeHead(404).end();
    try {
      const body = await readFile(file);
      const type = extname(file) === '.json' ? 'application/json' : 'text/html; charset=utf-8';
      res.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowList } from '../test/app.js';
import { createFetcher, FetchError } from './fetcher.js';

/** A loopback server that counts what reaches it; `routes` answers by path, else 404. */
async function loopbackServer(host = '127.0.0.1', port = 0) {
  const seen: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
  let redirects = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push({ path, headers: req.headers });
    if (redirects.has(path)) return res.writeHead(302, { location: redirects.get(path) }).end();
    if (path === '/ok') return res.end('<p>hello</p>');
    if (path === '/missing') return res.writeHead(404).end('nope');
    if (path.startsWith('/hop/')) {
      const n = Number(path.split('/')[2]);
      return res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/ok' }).end();
    }
    if (path === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path === '/huge') {
      res.writeHead(200);
      const chunk = 'x'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 200 && res.write(chunk)) sent++;
        if (sent < 200) res.once('drain', pump);
        else res.end();
      };
      return pump();
    }
    if (path === '/slow') return setTimeout(() => res.end('late'), 2_000);
    res.writeHead(500).end();
  });
  await new Promise<void>((r) => server.listen(port, host, r));
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `http://${host}:${bound}`,
    seen,
    redirect: (path: string, location: string) => {
      redirects = new Map([...redirects, [path, location]]);
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

type LoopbackServer = Awaited<ReturnType<typeof loopbackServer>>;
let site: LoopbackServer;
let metadata: LoopbackServer;
const fetchers: Array<ReturnType<typeof createFetcher>> = [];
const fetcherFor = (allow: string, resolve?: (host: string) => Promise<string[]>) => {
  const fetcher = createFetcher(allowList(allow), resolve);
  fetchers.push(fetcher);
  return fetcher;
};

beforeAll(async () => {
  site = await loopbackServer();
  metadata = await loopbackServer();
});
afterAll(async () => {
  await Promise.all(fetchers.map((f) => f.close()));
  await Promise.all([site.close(), metadata.close()]);
});

describe('outbound fetcher', () => {
  const fetcher = () => fetcherFor('127.0.0.0/8');

  it('reads a page and follows a few redirects', async () => {
    expect((await fetcher().fetchText(`${site.url}/ok`)).text).toBe('<p>hello</p>');
    const hopped = await fetcher().fetchText(`${site.url}/hop/3`);
    expect(hopped.text).toBe('<p>hello</p>');
    expect(hopped.url).toBe(`${site.url}/ok`);
  });

  it('returns a 404 as a status, not an exception', async () => {
    expect((await fetcher().fetchText(`${site.url}/missing`)).status).toBe(404);
  });

  it('refuses other schemes, also behind a redirect', async () => {
    await expect(fetcher().fetchText('file:///etc/passwd')).rejects.toMatchObject({ reason: 'scheme' });
    await expect(fetcher().fetchText(`${site.url}/to-file`)).rejects.toMatchObject({ reason: 'scheme' });
  });

  it('stops after too many redirects, too many bytes, or too long', async () => {
    await expect(fetcher().fetchText(`${site.url}/hop/9`, { maxRedirects: 3 })).rejects.toMatchObject({
      reason: 'redirects',
    });
    await expect(fetcher().fetchText(`${site.url}/huge`, { maxBytes: 1024 * 1024 })).rejects.toMatchObject({
      reason: 'too_large',
    });
    await expect(fetcher().fetchText(`${site.url}/slow`, { timeoutMs: 200 })).rejects.toBeInstanceOf(
      FetchError,
    );
  });
});

describe('guarded fetcher: addresses', () => {
  const refusedHere = (host: string) =>
    `Address not allowed: ${host} resolves to a private or reserved address`;

  it('refuses a loopback server that FETCH_ALLOW_PRIVATE does not name, and sends it nothing', async () => {
    const before = metadata.seen.length;
    await expect(fetcherFor('').fetchText(`${metadata.url}/ok`)).rejects.toMatchObject({
      reason: 'address',
      message: refusedHere('127.0.0.1'),
    });
    // Allowed for another port only: still refused.
    await expect(fetcherFor(`127.0.0.1:${site.port}`).fetchText(`${metadata.url}/ok`)).rejects.toMatchObject({
      reason: 'address',
    });
    expect(metadata.seen.length).toBe(before);
  });

  it('refuses loopback in every spelling a URL takes, and localhost without asking DNS', async () => {
    const before = metadata.seen.length;
    const port = metadata.port;
    for (const host of [
      '2130706433',
      '0x7f.1',
      '0177.0.0.1',
      '127.1',
      '[::ffff:127.0.0.1]',
      '[::1]',
      'localhost',
      'a.localhost',
    ]) {
      await expect(fetcherFor('').fetchText(`http://${host}:${port}/ok`), host).rejects.toMatchObject({
        reason: 'address',
        message: expect.stringMatching(/^Address not allowed: /),
      });
    }
    expect(metadata.seen.length).toBe(before);
  });

  it('checks every redirect hop: an allowed site cannot send the fetcher to one that is not', async () => {
    const before = metadata.seen.length;
    site.redirect('/to-metadata', `${metadata.url}/latest/meta-data/`);
    site.redirect('/to-metadata-numeric', `http://2130706433:${metadata.port}/latest/meta-data/`);
    const fetcher = fetcherFor(`127.0.0.1:${site.port}`);
    for (const path of ['/to-metadata', '/to-metadata-numeric']) {
      await expect(fetcher.fetchText(`${site.url}${path}`), path).rejects.toMatchObject({
        reason: 'address',
        message: refusedHere('127.0.0.1'),
      });
    }
    expect(metadata.seen.length).toBe(before);
  });

  it('sends no cookie and no credentials, not even those written into the URL', async () => {
    const fetcher = fetcherFor('127.0.0.0/8');
    await fetcher.fetchText(`${site.url}/ok`);
    const sent = site.seen.at(-1)?.headers ?? {};
    expect(sent.cookie).toBeUndefined();
    expect(sent.authorization).toBeUndefined();
    const before = site.seen.length;
    const withUser = `http://user:secret@127.0.0.1:${site.port}/ok`;
    await expect(fetcher.fetchText(withUser)).rejects.toMatchObject({ reason: 'scheme' });
    expect(site.seen.length).toBe(before);
  });

  it('connects to the address it checked: a name that turns private later never reaches it', async () => {
    // Both servers on one port number, on two loopback addresses; only 127.0.0.1 is allowed.
    const rebound = await loopbackServer('127.0.0.2', site.port);
    try {
      const answers = [['127.0.0.1'], ['127.0.0.2']];
      let lookups = 0;
      const resolve = async () => answers[Math.min(lookups++, 1)] as string[];
      const fetcher = fetcherFor(`127.0.0.1:${site.port}`, resolve);
      const url = `http://listings.rebinding-attacker.land-office:${site.port}/ok`;
      expect((await fetcher.fetchText(url)).text).toBe('<p>hello</p>');
      expect(lookups).toBe(1);
      // The same host on a new connection now answers 127.0.0.2: refused, and nothing is sent there.
      const again = fetcherFor(`127.0.0.1:${site.port}`, resolve);
      await expect(again.fetchText(url)).rejects.toMatchObject({ reason: 'address' });
      expect(rebound.seen).toEqual([]);
    } finally {
      await rebound.close();
    }
  });
});

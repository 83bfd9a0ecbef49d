import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { WORLD_PROFILE_DIR } from '../../../../test-servers/profile-server.js';
import { LAND_FIXTURES } from '../../../../test-servers/static-server.js';

/** How a request is answered: well, or in one of the ways a remote site fails. */
export type Misbehaviour =
  | 'good'
  | 'hang'
  | 'trickle'
  | 'huge-chunked'
  | 'huge-declared'
  | 'invalid-utf8'
  | 'close-mid-body';

const GB2 = 2 * 1024 ** 3;
/** The listing of acatech/index.html whose name the invalid-utf8 page prefixes with bad bytes. */
export const INVALID_UTF8_IN = 'Lantern Quay Villa Plot';
const HTML = { 'content-type': 'text/html; charset=utf-8' };

/**
 * A land source and a profile site on 127.0.0.1 that misbehave on demand: `/<misbehaviour>/<path>`
 * answers the land fixture at `<path>` that way, `/resident/<uuid>` the way `behave(uuid, …)` set
 * (a fixture profile page when good). `sentBytes` counts what was written, to show a client stopped reading.
 */
export async function startMisbehavingServer() {
  const residents = new Map<string, { how: Misbehaviour; page: string }>();
  let sentBytes = 0;

  const stream = (res: ServerResponse, total: number) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let left = total;
    const pump = () => {
      while (left > 0 && !res.destroyed) {
        left -= chunk.length;
        sentBytes += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      if (!res.destroyed) res.end();
    };
    pump();
  };

  const server = createServer((req, res) => {
    const [, first = '', ...rest] = (req.url ?? '/').split('/');
    const resident = first === 'resident' ? residents.get(rest[0] ?? '') : undefined;
    const how = (resident?.how ?? first) as Misbehaviour;
    const file = resident
      ? join(WORLD_PROFILE_DIR, `${resident.page}.html`)
      : join(LAND_FIXTURES, ...rest.filter((s) => /^[\w.-]+$/.test(s) && s !== '..'));
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return res.writeHead(404).end();
    }
    switch (how) {
      case 'good':
        return res.writeHead(200, HTML).end(body);
      case 'hang':
        return; // the socket stays open until the client gives up or close()
      case 'trickle': {
        res.writeHead(200, HTML);
        const timer = setInterval(() => res.write('<'), 100);
        return res.on('close', () => clearInterval(timer));
      }
      case 'huge-chunked':
        res.writeHead(200, HTML);
        return stream(res, GB2);
      case 'huge-declared':
        res.writeHead(200, { ...HTML, 'content-length': String(GB2) });
        return stream(res, GB2);
      case 'invalid-utf8': {
        // Into a listing's name: "Café" in Latin-1 (0xE9) and a stray 0xFF, bytes that are not UTF-8.
        const at = body.indexOf(INVALID_UTF8_IN);
        const bad = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0xff, 0x20]);
        return res.writeHead(200, HTML).end(Buffer.concat([body.subarray(0, at), bad, body.subarray(at)]));
      }
      case 'close-mid-body':
        res.writeHead(200, { ...HTML, 'content-length': String(body.length) });
        res.write(body.subarray(0, body.length >> 1));
        return void setTimeout(() => res.socket?.destroy(), 20);
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** The value for SL_PROFILE_URL_TEMPLATE. */
    profileTemplate: `${url}/resident/{uuid}`,
    /** How `/resident/<uuid>` answers; when good, with the fixture profile `page`. */
    behave: (uuid: string, how: Misbehaviour, page = uuid) => residents.set(uuid, { how, page }),
    sentBytes: () => sentBytes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test's webhook receiver got. */
export interface Received {
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
  /** The `webhook-id` header. */
  id: string;
}

export interface Answer {
  status: number;
  /** Answers after this long (a slow receiver). */
  delayMs?: number;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * A webhook endpoint on loopback (the only place tests send to), answering each request as
 * `answer` says for the n-th one (0-based): to fail the first tries, rate-limit, or accept.
 */
export async function startReceiver(
  answer: (n: number, request: Received) => Answer = () => ({ status: 200 }),
  /** A port reserved for it (an endpoint saved while nothing listened there); any free one by default. */
  port = 0,
) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        id: String(req.headers['webhook-id'] ?? ''),
      };
      const reply = answer(received.length, request);
      received.push(request);
      setTimeout(() => {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.body ?? '');
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/hook`,
    port: bound,
    received,
    /** The parsed bodies received. */
    bodies: <T = Record<string, unknown>>() => received.map((r) => JSON.parse(r.body) as T),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

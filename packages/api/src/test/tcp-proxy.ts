import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy in front of a server (here PostgreSQL) that a test can cut and restore:
 * `cut()` drops every open connection and refuses new ones, like a database gone from the network.
 * `freeze()` stops passing bytes on the open connections but leaves them open, like a server that
 * vanished without a word (a host gone): only TCP's own timeouts, some fifteen minutes, would end
 * them. New connections still pass.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  let server: Server | undefined;
  let port = 0;

  const open = () =>
    new Promise<void>((resolve, reject) => {
      const srv = createServer((client) => {
        const upstream = createConnection(target);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
        const pair: [Socket, Socket] = [client, upstream];
        pairs.add(pair);
        client.on('close', () => pairs.delete(pair));
      });
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        port = (srv.address() as { port: number }).port;
        server = srv;
        resolve();
      });
    });

  await open();
  return {
    get port() {
      return port;
    },
    async cut() {
      const srv = server;
      server = undefined;
      for (const s of sockets) s.destroy();
      await new Promise((r) => srv?.close(r));
    },
    restore: open,
    freeze() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
      pairs.clear();
    },
    close() {
      return this.cut();
    },
  };
}

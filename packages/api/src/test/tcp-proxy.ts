import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy in front of a server (here PostgreSQL) that a test can cut and restore:
 * `cut()` drops every open connection and refuses new ones, like a database gone from the network.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
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
    close() {
      return this.cut();
    },
  };
}

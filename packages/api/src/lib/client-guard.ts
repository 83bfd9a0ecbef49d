import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { type BodyDrop, type BodyLimits, slowBodies } from './slow-bodies.js';

export interface ClientLimits extends BodyLimits {
  /** Sockets open at once; the next ones are closed as they connect. */
  maxConnections: number;
  /** A request's headers must be in this long after its first byte (or the connection's start). */
  headersTimeoutMs: number;
}

export type ClientDrop = BodyDrop | 'headers' | 'max-connections';

/** How often a draining server looks for connections that finished their last answer. */
const SWEEP_MS = 100;

/**
 * Limits against slow and abusive clients on the HTTP server Fastify makes, and its draining when
 * the app stops. `serverOptions` go to Fastify's `http` option (node's createServer); `attach`
 * watches the server once Fastify has made it, through node's public events only.
 */
export function clientGuard(limits: ClientLimits) {
  let report: (why: ClientDrop) => void = () => {};
  const bodies = slowBodies(limits, (why) => report(why));
  const sockets = new Set<Socket>();
  /** Each socket's latest response: the socket is between requests once it has finished. */
  const latest = new WeakMap<Socket, ServerResponse>();
  const interval = Math.min(500, Math.max(100, Math.floor(limits.headersTimeoutMs / 20)));

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    bodies.watch(req, res);
    latest.set(req.socket, res);
  };

  return {
    /**
     * Node's server options. Node checks its headers and request timeouts on an interval (30 s
     * unless told), so a socket is closed up to one interval after its limit: checked here every
     * twentieth of the headers timeout (100 to 500 ms), and the headers limit given to node is
     * one interval shorter, so no socket outlives HEADERS_TIMEOUT_MS. `requestTimeoutMs` is the
     * longest a body may take (Fastify's requestTimeout), which node refuses below the headers'.
     */
    serverOptions(requestTimeoutMs: number): ServerOptions {
      const headersTimeout = Math.max(interval, limits.headersTimeoutMs - interval);
      return {
        headersTimeout: requestTimeoutMs > 0 ? Math.min(headersTimeout, requestTimeoutMs) : headersTimeout,
        connectionsCheckingInterval: interval,
      };
    },
    /** Watches the server Fastify made: its connections, their count, bodies and header timeouts. */
    attach(server: Server) {
      server.maxConnections = limits.maxConnections;
      server.on('connection', track);
      server.on('request', onRequest);
      server.on('drop', () => report('max-connections'));
      server.on('clientError', (err: { code?: string }) => {
        if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') report('headers');
      });
    },
    /** Where drops are told (the app's log, once it exists). */
    onDrop(listener: (why: ClientDrop) => void) {
      report = listener;
    },
    /** An upload route's body may take the upload limit to arrive. */
    allowLongerBody: bodies.allowLonger,
    /**
     * Stops the server's connections as it closes: sockets between requests (idle keep-alive, or
     * still sending headers) are closed now and as each answer under way ends, and those answers say
     * `Connection: close`; after `graceMs`, bodies still arriving are refused. Returns what stops it.
     */
    drain(server: Server, graceMs: number) {
      const sweep = () => {
        for (const socket of sockets) {
          const res = latest.get(socket);
          if (!res || res.writableFinished) socket.destroy();
          else if (!res.headersSent && !res.hasHeader('connection')) res.setHeader('connection', 'close');
        }
      };
      sweep();
      const sweeping = setInterval(sweep, SWEEP_MS).unref();
      const cutting = setTimeout(bodies.refuseAll, graceMs).unref();
      const stop = () => {
        clearInterval(sweeping);
        clearTimeout(cutting);
      };
      server.once('close', stop);
      return stop;
    },
    /** What is still open (for the log when a stop takes too long). */
    open: () => ({ connections: sockets.size, bodiesArriving: bodies.size }),
  };
}

export type ClientGuard = ReturnType<typeof clientGuard>;

// The load generator's own process (`npm run bench` forks it): runs one autocannon slice per
// message and answers with the result and every response's latency. Kept apart from the bench's
// orchestration (seeding, the servers, the pooled figures), so the load generator's heap is its
// own and nothing else runs on its event loop while it measures.
import { createRequire } from 'node:module';
import net from 'node:net';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);

// autocannon appends every response body to a string (`body += chunk`, pipelinedRequestsQueue)
// even when nothing reads it: for a 12 KB brotli body that decoding is most of the load
// generator's work, which no real client does. The bench reads no bodies; it turns that off.
require('autocannon/lib/pipelinedRequestsQueue.js').prototype.addBody = () => {};

// Each socket read of autocannon's arrived as a new Buffer: at 30k answers of 12 KB a second that
// is gigabytes of short-lived external memory, and V8 answered with a full mark-compact every
// 70 ms (3 to 5 ms pauses, 31 in 3 s), the tail of every figure with a large body: a bare Fastify
// answering the blog list's bytes made 29-34k req/s with p99 13-17 ms at 100 connections, against
// 45-47k and 4-7 ms with the reads below (3 mark-compacts in 3 s). Each connection reads into one
// buffer of its own instead (`onread`), as a client written in C reads into the same buffer; the
// parser (http-parser-js) keeps no reference to it between reads (partial lines become strings).
// Plain HTTP only, which is all the bench sends.
const Client = require('autocannon/lib/httpClient.js');
Client.prototype._connect = function connectReadingIntoOneBuffer() {
  const client = this;
  this.readBuffer ??= Buffer.allocUnsafe(64 * 1024);
  this.conn = net.connect({
    port: this.opts.port,
    host: this.opts.hostname,
    onread: {
      buffer: this.readBuffer,
      callback(bytes, buffer) {
        client.pipelinedRequests.addByteCount(bytes);
        client.parser.execute(buffer, 0, bytes);
      },
    },
  });
  this.conn.on('error', (error) => {
    this.emit('connError', error);
    if (!this.destroyed) this._connect();
  });
  this.conn.on('end', () => {
    if (!this.destroyed) this._connect();
  });
  for (let i = 0; i < this.opts.pipelining; i++) this._doRequest();
};

process.on('message', async ({ id, opts }) => {
  const times = [];
  try {
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon({ ...opts, timeout: 10 }, (err, r) => (err ? reject(err) : resolve(r)));
      instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    });
    const { requests, latency, throughput, duration, non2xx, errors, timeouts } = result;
    process.send({
      id,
      result: { requests, latency, throughput, duration, non2xx, errors, timeouts, times },
    });
  } catch (err) {
    process.send({ id, error: String(err?.stack ?? err) });
  }
});

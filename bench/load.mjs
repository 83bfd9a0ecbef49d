// The load generator's own process (`npm run bench` forks it): runs one autocannon slice per
// message and answers with the result and every response's latency. Kept apart from the bench's
// orchestration (seeding, the servers, the pooled figures), so the load generator's heap is its
// own and nothing else runs on its event loop while it measures.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// autocannon appends every response body to a string (`body += chunk`, pipelinedRequestsQueue)
// even when nothing reads it: for a 12 KB brotli body that decoding is most of the load
// generator's work, which no real client does. The bench reads no bodies; it turns that off.
createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js').prototype.addBody = () => {};

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

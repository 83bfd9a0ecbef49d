// The ceilings: a bare Fastify (the API's own version), no plugins, no logging, in its own process.
//   GET /             "hello world", the ceiling
//   PUT /same/:name   stores the bytes of the body and the headers named in x-same-headers (JSON)
//   GET /same/:name   answers exactly those bytes and headers: what any Fastify server costs, and
//                     what the load generator costs, for a body like the endpoint's
//   GET /same/:name/:key  the same, for an endpoint read under many URLs (a post per slug)
// Prints its port once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const same = new Map();
app.addContentTypeParser(
  'application/octet-stream',
  { parseAs: 'buffer', bodyLimit: 16 * 1024 * 1024 },
  (_req, body, done) => done(null, body),
);
app.get('/', async () => ({ hello: 'world' }));
app.put('/same/:name', (req, reply) => {
  same.set(req.params.name, { headers: JSON.parse(req.headers['x-same-headers']), body: req.body });
  reply.code(204).send();
});
const answerSame = (req, reply) => {
  const canned = same.get(req.params.name);
  if (!canned) return reply.code(404).send();
  reply.headers(canned.headers).send(canned.body);
};
app.get('/same/:name', answerSame);
app.get('/same/:name/:key', answerSame);
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));

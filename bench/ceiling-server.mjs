// The ceiling: a bare Fastify "hello world" (the API's own Fastify), no plugins, no logging.
// Prints its port once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));

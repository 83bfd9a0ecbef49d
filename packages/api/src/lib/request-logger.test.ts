import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './request-logger.js';

/** An app logging at `level` into `lines`, whose route logs a warning and an info line per request. */
function appLogging(level: string, lines: Array<Record<string, unknown>>) {
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    childLoggerFactory: lazyRequestLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.get('/parcel', (req) => {
    req.log.info('looked up');
    req.log.warn({ parcel: 7 }, 'parcel on hold');
    req.log.child({ step: 'price' }).warn('no price');
    return { level: req.log.level };
  });
  return app;
}

describe("a request's logger", () => {
  it('writes what is at or above the level, each line with its request id', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = appLogging('warn', lines);
    const first = await app.inject({ url: '/parcel' });
    await app.inject({ url: '/parcel' });
    expect(first.json()).toEqual({ level: 'warn' });
    expect(lines.map(({ msg, reqId, parcel, step }) => ({ msg, reqId, parcel, step }))).toEqual([
      { msg: 'parcel on hold', reqId: 'req-1', parcel: 7, step: undefined },
      { msg: 'no price', reqId: 'req-1', parcel: undefined, step: 'price' },
      { msg: 'parcel on hold', reqId: 'req-2', parcel: 7, step: undefined },
      { msg: 'no price', reqId: 'req-2', parcel: undefined, step: 'price' },
    ]);
  });

  it('writes the lower levels too when the level allows them', async () => {
    const lines: Array<Record<string, unknown>> = [];
    await appLogging('info', lines).inject({ url: '/parcel' });
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['looked up', 'req-1'],
      ['parcel on hold', 'req-1'],
      ['no price', 'req-1'],
    ]);
  });

  it("follows a route's own log level", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      childLoggerFactory: lazyRequestLogger,
      logController: new LogController({ disableRequestLogging: true }),
    });
    app.get('/chatty', { logLevel: 'debug' }, (req) => {
      req.log.debug('detail');
      return req.log.level;
    });
    const res = await app.inject({ url: '/chatty' });
    expect(res.body).toBe('debug');
    expect(lines.map((l) => l.msg)).toEqual(['detail']);
  });
});

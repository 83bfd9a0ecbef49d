import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      scraperIntervalSeconds: 10,
      slProfileUrlTemplate: 'https://world.secondlife.com/resident/{uuid}',
      inworldSecret: undefined,
      uploadMaxBytes: 10 * 1024 * 1024,
    });
    expect(c.dataDir).toMatch(/data$/);
  });

  it('fails at start with a message naming every bad variable', () => {
    const bad = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SCRAPER_INTERVAL_SECONDS: '-1',
        SL_PROFILE_URL_TEMPLATE: 'ftp://x',
      });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT must be a whole number/);
    expect(bad).toThrow(/DATABASE_URL must start with postgres/);
    expect(bad).toThrow(/SCRAPER_INTERVAL_SECONDS/);
    expect(bad).toThrow(/SL_PROFILE_URL_TEMPLATE/);
  });

  it('believes X-Forwarded-For from loopback unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'loopback, uniquelocal,10.0.0.0/8,::1' }).trustProxy).toBe(
      'loopback, uniquelocal,10.0.0.0/8,::1',
    );
    for (const bad of ['everyone', '10.0.0.0/8/1', 'true', '2', '300.1.1.1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be/);
    }
  });

  it('turns the scheduler off at 0 and accepts a PostgreSQL URL', () => {
    const c = loadConfig({
      SCRAPER_INTERVAL_SECONDS: '0',
      DATABASE_URL: 'postgres://u@h/db',
      INWORLD_SECRET: 'a-long-enough-secret',
    });
    expect(c.scraperIntervalSeconds).toBe(0);
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.inworldSecret).toBe('a-long-enough-secret');
  });
});

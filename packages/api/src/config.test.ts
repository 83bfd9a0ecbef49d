import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './config.js';

describe('configuration', () => {
  it('documents every variable in the table of docs/configuration.md', () => {
    const doc = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
    // A row's first cell names one variable or several (`PORT` / `HOST`).
    const firstCells = [...doc.matchAll(/^\| ([^|]+) \|/gm)].map((m) => m[1] as string);
    const rows = new Set(
      firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    expect(configVariables.filter((name) => !rows.has(name))).toEqual([]);
    expect(configVariables).toContain('SECRET_KEY');
  });

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

  it('takes the admin origin and the mail server for invitations, refusing what is not one', () => {
    expect(loadConfig({}).publicAdminUrl).toBeUndefined();
    expect(loadConfig({}).smtp).toBeUndefined();
    const c = loadConfig({
      PUBLIC_ADMIN_URL: 'https://office.example.com/',
      SMTP_URL: 'smtps://u:p@mail.example.com',
    });
    expect(c.publicAdminUrl).toBe('https://office.example.com');
    expect(c.smtp).toEqual({ url: 'smtps://u:p@mail.example.com', from: 'Land Office <no-reply@localhost>' });
    expect(() => loadConfig({ PUBLIC_ADMIN_URL: 'https://office.example.com/admin' })).toThrow(
      /PUBLIC_ADMIN_URL/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL must start with smtp/,
    );
  });

  it("takes the public site's address, with a path prefix, without its trailing slash", () => {
    expect(loadConfig({}).publicSiteUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_SITE_URL: ' ' }).publicSiteUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_SITE_URL: 'https://land.example.com/' }).publicSiteUrl).toBe(
      'https://land.example.com',
    );
    expect(loadConfig({ PUBLIC_SITE_URL: 'http://127.0.0.1:8080/site//' }).publicSiteUrl).toBe(
      'http://127.0.0.1:8080/site',
    );
    // Written as a URL is: the scheme and host in lower case, the path percent-encoded.
    expect(loadConfig({ PUBLIC_SITE_URL: 'HTTPS://Land.Example.com/Terras/São' }).publicSiteUrl).toBe(
      'https://land.example.com/Terras/S%C3%A3o',
    );
  });

  it.each([
    'land.example.com',
    'ftp://land.example.com',
    'https://',
    'https:///blog',
    'https://land.example.com/?lang=en',
    'https://land.example.com/#top',
    'https://user:secret@land.example.com',
    'https://land example.com',
  ])('refuses PUBLIC_SITE_URL=%s, naming the variable', (value) => {
    expect(() => loadConfig({ PUBLIC_SITE_URL: value })).toThrow(/PUBLIC_SITE_URL must be/);
  });

  it('serves the public website unless PUBLIC_SITE is off, refusing any other value', () => {
    expect(loadConfig({}).publicSite).toBe(true);
    expect(loadConfig({ PUBLIC_SITE: 'off' }).publicSite).toBe(false);
    expect(() => loadConfig({ PUBLIC_SITE: 'no' })).toThrow(/PUBLIC_SITE must be on or off/);
  });

  it('believes no X-Forwarded-For unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
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

  it('reads the hardening limits, with their defaults', () => {
    const c = loadConfig({});
    expect(c.login).toEqual({ maxAttempts: 5, windowMs: 15 * 60_000 });
    expect(c.sessionMaxMs).toBe(168 * 3_600_000);
    expect(c.publicCacheBytes).toBe(32 * 1024 * 1024);
    expect(c.rateLimitPerMinute).toBe(60);
    expect(c.chromiumNoSandbox).toBe(false);
    expect(c.fetchAllowPrivate).toEqual([]);
    expect(loadConfig({ CHROMIUM_NO_SANDBOX: '1' }).chromiumNoSandbox).toBe(true);
    expect(() => loadConfig({ LOGIN_MAX_ATTEMPTS: '0' })).toThrow(/LOGIN_MAX_ATTEMPTS must be at least 1/);
    expect(() => loadConfig({ CHROMIUM_NO_SANDBOX: 'yes' })).toThrow(/CHROMIUM_NO_SANDBOX/);
  });

  it('takes FETCH_ALLOW_PRIVATE as ranges or addresses, each with an optional port', () => {
    const c = loadConfig({
      FETCH_ALLOW_PRIVATE: '127.0.0.0/8, ::1/128,127.0.0.1:8080,[::1]:9000,10.0.0.0/8:443',
    });
    expect(c.fetchAllowPrivate.map((e) => [e.range[0].toString(), e.range[1], e.port])).toEqual([
      ['127.0.0.0', 8, undefined],
      ['::1', 128, undefined],
      ['127.0.0.1', 32, 8080],
      ['::1', 128, 9000],
      ['10.0.0.0', 8, 443],
    ]);
    for (const bad of [
      'localhost',
      '127.1',
      '0x7f.0.0.1',
      '127.0.0.1:0',
      '[::1',
      '10.0.0.0/33',
      '127.0.0.1:99999',
    ]) {
      expect(() => loadConfig({ FETCH_ALLOW_PRIVATE: bad }), bad).toThrow(/FETCH_ALLOW_PRIVATE must be/);
    }
  });
});

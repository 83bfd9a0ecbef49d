import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type AllowedAddress, parseAllowedAddress } from './lib/allowed-addresses.js';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const integer = (name: string, min: number, max: number, fallback: number) =>
  optional.pipe(
    z
      .string()
      .regex(/^\d+$/, { error: `${name} must be a whole number` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: `${name} must be at least ${min}` })
          .max(max, { error: `${name} must be at most ${max}` }),
      )
      .optional()
      .transform((v) => v ?? fallback),
  );

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A proxy address, a CIDR range, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
const isProxyEntry = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  return isIP(address) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
};

const Env = z.object({
  PORT: integer('PORT', 0, 65535, 3000),
  HOST: optional.transform((v) => v ?? '127.0.0.1'),
  DATA_DIR: optional.transform((v) => resolve(v ?? './data')),
  DATABASE_URL: optional.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    error: 'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for SQLite)',
  }),
  DATABASE_SCHEMA: optional.refine((v) => v === undefined || /^[a-z_][a-z0-9_]{0,62}$/.test(v), {
    error: 'DATABASE_SCHEMA must be a lower-case SQL identifier',
  }),
  ADMIN_USERNAME: optional.refine((v) => v === undefined || /^[\w.@-]{1,100}$/.test(v), {
    error: 'ADMIN_USERNAME may hold letters, digits, . _ @ - (1 to 100)',
  }),
  ADMIN_PASSWORD: optional.refine((v) => v === undefined || v.length >= 8, {
    error: 'ADMIN_PASSWORD must be at least 8 characters',
  }),
  ADMIN_EMAIL: optional.refine((v) => v === undefined || z.email().safeParse(v).success, {
    error: 'ADMIN_EMAIL must be an e-mail address',
  }),
  SCRAPER_INTERVAL_SECONDS: integer('SCRAPER_INTERVAL_SECONDS', 0, 86_400, 10),
  CHROMIUM_PATH: optional,
  SL_PROFILE_URL_TEMPLATE: optional
    .transform((v) => v ?? 'https://world.secondlife.com/resident/{uuid}')
    .refine((v) => /^https?:\/\//.test(v) && v.includes('{uuid}'), {
      error: 'SL_PROFILE_URL_TEMPLATE must be an http(s) URL containing {uuid}',
    }),
  INWORLD_SECRET: optional.refine((v) => v === undefined || v.length >= 16, {
    error: 'INWORLD_SECRET must be at least 16 characters',
  }),
  LOG_LEVEL: optional.pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().default('info'),
  ),
  UPLOAD_MAX_MB: integer('UPLOAD_MAX_MB', 1, 1024, 10),
  SESSION_TTL_HOURS: integer('SESSION_TTL_HOURS', 1, 24 * 365, 12),
  TRUST_PROXY: optional.refine((v) => v === undefined || v.split(',').every((e) => isProxyEntry(e.trim())), {
    error: 'TRUST_PROXY must be a comma list of addresses, CIDR ranges, loopback, linklocal, uniquelocal',
  }),
  LOGIN_MAX_ATTEMPTS: integer('LOGIN_MAX_ATTEMPTS', 1, 1000, 5),
  LOGIN_WINDOW_MINUTES: integer('LOGIN_WINDOW_MINUTES', 1, 24 * 60, 15),
  SESSION_MAX_HOURS: integer('SESSION_MAX_HOURS', 1, 24 * 365, 168),
  FETCH_ALLOW_PRIVATE: optional.refine(
    (v) => v === undefined || list(v).every((e) => parseAllowedAddress(e)),
    {
      error:
        'FETCH_ALLOW_PRIVATE must be a comma list of CIDR ranges or addresses, each with an optional :port (127.0.0.0/8, ::1/128, 127.0.0.1:8080, [::1]:8080)',
    },
  ),
  CHROMIUM_NO_SANDBOX: optional.pipe(
    z
      .enum(['1', 'true', '0', 'false'], { error: 'CHROMIUM_NO_SANDBOX must be 1 or unset' })
      .optional()
      .transform((v) => v === '1' || v === 'true'),
  ),
  PUBLIC_CACHE_MB: integer('PUBLIC_CACHE_MB', 1, 4096, 32),
  RATE_LIMIT_PER_MINUTE: integer('RATE_LIMIT_PER_MINUTE', 1, 100_000, 60),
  PUBLIC_STALE_SECONDS: integer('PUBLIC_STALE_SECONDS', 0, 86_400, 300),
  DB_POOL_MAX: integer('DB_POOL_MAX', 1, 1000, 10),
  DB_ACQUIRE_TIMEOUT_MS: integer('DB_ACQUIRE_TIMEOUT_MS', 50, 120_000, 2000),
  DB_BUSY_DEADLINE_MS: integer('DB_BUSY_DEADLINE_MS', 0, 120_000, 5000),
  MAX_CONNECTIONS: integer('MAX_CONNECTIONS', 1, 1_000_000, 2048),
  REQUEST_TIMEOUT_MS: integer('REQUEST_TIMEOUT_MS', 1000, 3_600_000, 30_000),
  UPLOAD_TIMEOUT_MS: integer('UPLOAD_TIMEOUT_MS', 1000, 3_600_000, 300_000),
  HEADERS_TIMEOUT_MS: integer('HEADERS_TIMEOUT_MS', 500, 600_000, 10_000),
  KEEP_ALIVE_TIMEOUT_MS: integer('KEEP_ALIVE_TIMEOUT_MS', 100, 600_000, 5000),
  SHUTDOWN_TIMEOUT_MS: integer('SHUTDOWN_TIMEOUT_MS', 100, 600_000, 10_000),
  MIN_RATE_WINDOW_MS: integer('MIN_RATE_WINDOW_MS', 100, 600_000, 10_000),
  PUBLIC_ADMIN_URL: optional.refine((v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/.test(v), {
    error: 'PUBLIC_ADMIN_URL must be an http(s) origin such as https://office.example.com',
  }),
  PUBLIC_SITE_URL: optional.refine((v) => v === undefined || isSiteOrigin(v), {
    error:
      "PUBLIC_SITE_URL must be the public site's http(s) address, an origin with an optional path: https://example.com or https://example.com/site",
  }),
  SMTP_URL: optional.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    error: 'SMTP_URL must start with smtp:// or smtps://',
  }),
  SMTP_FROM: optional,
  REVISIONS_KEEP: integer('REVISIONS_KEEP', 1, 100_000, 50),
  REVISIONS_DAYS: integer('REVISIONS_DAYS', 0, 36_500, 365),
  TRASH_DAYS: integer('TRASH_DAYS', 0, 36_500, 30),
  PREVIEW_HOURS: integer('PREVIEW_HOURS', 1, 8760, 48),
  LISTING_GONE_RUNS: integer('LISTING_GONE_RUNS', 1, 1000, 3),
  WEBHOOK_RETRY_BASE_SECONDS: integer('WEBHOOK_RETRY_BASE_SECONDS', 0, 86_400, 30),
  WEBHOOK_LOG_DAYS: integer('WEBHOOK_LOG_DAYS', 1, 36_500, 30),
  SECRET_KEY: optional.refine((v) => v === undefined || v.length >= 32, {
    error: 'SECRET_KEY must be at least 32 characters (openssl rand -base64 32 makes one)',
  }),
  SECRET_KEY_PREVIOUS: optional
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((key) => key.trim())
            .filter(Boolean)
        : [],
    )
    .refine((keys) => keys.every((key) => key.length >= 32), {
      error: 'SECRET_KEY_PREVIOUS must be a comma list of keys of at least 32 characters',
    }),
  PUBLIC_SITE: z.enum(['on', 'off'], { error: 'PUBLIC_SITE must be on or off' }).optional().default('on'),
  SITE_TIMEZONE: optional.refine((v) => v === undefined || isTimeZone(v), {
    error: 'SITE_TIMEZONE must be an IANA time zone such as UTC, Europe/Lisbon or America/Sao_Paulo',
  }),
});

/** An http(s) origin, optionally with a path prefix: no credentials, query or fragment. */
function isSiteOrigin(value: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Whether the runtime knows this IANA time zone name. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const list = (v: string) => v.split(',').filter((e) => e.trim() !== '');

/** Every variable the server reads, as docs/configuration.md lists them. */
export const configVariables = Object.keys(Env.shape);

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads and validates every runtime variable once; nothing else in the API reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    scraperIntervalSeconds: e.SCRAPER_INTERVAL_SECONDS,
    chromiumPath: e.CHROMIUM_PATH,
    slProfileUrlTemplate: e.SL_PROFILE_URL_TEMPLATE,
    inworldSecret: e.INWORLD_SECRET,
    logLevel: e.LOG_LEVEL,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    /** A session ends this long after sign-in, however much it is used. */
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    /**
     * Whose X-Forwarded-For (and Forwarded, X-Real-IP) is believed for the client's address; unset,
     * none is: the socket's address is the client's, so no client can choose the address the
     * sign-in throttle counts.
     */
    trustProxy: e.TRUST_PROXY ?? false,
    login: { maxAttempts: e.LOGIN_MAX_ATTEMPTS, windowMs: e.LOGIN_WINDOW_MINUTES * 60_000 },
    /** Private or reserved addresses outgoing requests may reach anyway (tests: their loopback servers). */
    fetchAllowPrivate: list(e.FETCH_ALLOW_PRIVATE ?? '').map(
      (entry) => parseAllowedAddress(entry) as AllowedAddress,
    ),
    /** Run Chromium without its sandbox (only where none can start); reported by /api/health. */
    chromiumNoSandbox: e.CHROMIUM_NO_SANDBOX,
    publicCacheBytes: e.PUBLIC_CACHE_MB * 1024 * 1024,
    /** Unauthenticated POSTs (in-world status, sign-in) one client address may send a minute. */
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    /** How long a cached public read may still be served after its invalidation while the database is down. */
    publicStaleMs: e.PUBLIC_STALE_SECONDS * 1000,
    /**
     * PostgreSQL connections per instance, and how long a request waits for one (and then for
     * each statement's answer) before 503.
     */
    dbPoolMax: e.DB_POOL_MAX,
    dbAcquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS,
    /** How long a SQLite write locked by another process is retried (asynchronously) before 503. */
    dbBusyDeadlineMs: e.DB_BUSY_DEADLINE_MS,
    /** The HTTP server's limits against slow and abusive clients. */
    http: {
      maxConnections: e.MAX_CONNECTIONS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      uploadTimeoutMs: e.UPLOAD_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      /**
       * A request's headers or body arriving slower than 1 KB per this window is dropped. Not in
       * the README: 10 s is the rule, tests shorten it.
       */
      minRateWindowMs: e.MIN_RATE_WINDOW_MS,
    },
    /**
     * The admin's public origin: absolute links in e-mails, and the passkeys' relying party. Unset,
     * it is taken from the request (its Host, or X-Forwarded-Host behind a trusted proxy).
     */
    publicAdminUrl: e.PUBLIC_ADMIN_URL?.replace(/\/$/, ''),
    /**
     * The public site's address (an origin, maybe with a path prefix; written as a URL is, with no
     * trailing slash): the absolute links of the feeds and the sitemap. Unset, those answer 503.
     */
    publicSiteUrl:
      e.PUBLIC_SITE_URL === undefined ? undefined : new URL(e.PUBLIC_SITE_URL).href.replace(/\/+$/, ''),
    /** Where invitations and reset links are e-mailed from; unset, the owner passes links on by hand. */
    smtp: e.SMTP_URL
      ? { url: e.SMTP_URL, from: e.SMTP_FROM ?? 'Land Office <no-reply@localhost>' }
      : undefined,
    /** SIGTERM/SIGINT: exit within this long, whatever is still running. */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    /**
     * Content history: each record keeps its last `keep` revisions and every one younger than
     * `days` (whichever keeps more); the trash is emptied of what was deleted `trashDays` ago.
     */
    history: { keep: e.REVISIONS_KEEP, days: e.REVISIONS_DAYS, trashDays: e.TRASH_DAYS },
    /** How long a preview link works. */
    previewHours: e.PREVIEW_HOURS,
    /** A listing not seen for this many good runs of its source in a row is gone. */
    listingGoneRuns: e.LISTING_GONE_RUNS,
    /**
     * Whether this process serves the public website at `/` (packages/site); off, `/` leads to the
     * admin, for a business with a front end of its own.
     */
    publicSite: e.PUBLIC_SITE === 'on',
    /** The site's time zone: the admin's date-time pickers show and read times in it. */
    siteTimezone: e.SITE_TIMEZONE ?? 'UTC',
    /**
     * A failed webhook delivery is tried again this × 1, 4, 20, 120 and 720 seconds after its
     * failed tries (30 s, 2 min, 10 min, 1 h, 6 h by default), then given up.
     */
    webhookRetryBaseSeconds: e.WEBHOOK_RETRY_BASE_SECONDS,
    /** Finished webhook deliveries (and the outbox events sent) are kept this many days. */
    webhookLogDays: e.WEBHOOK_LOG_DAYS,
    /**
     * The key the secrets kept in the database are sealed with (TOTP, webhook signing secrets, the
     * preview signing key); unset: the one in DATA_DIR/secret.key, made on first start.
     */
    secretKey: e.SECRET_KEY,
    /** Keys being rotated out: what they sealed is opened, and sealed again under SECRET_KEY at start. */
    secretKeysPrevious: e.SECRET_KEY_PREVIOUS,
    uploadsDir: join(e.DATA_DIR, 'uploads'),
    webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  };
}

import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
});

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
    /** Whose X-Forwarded-For is believed for the client's address (the login throttle counts per address). */
    trustProxy: e.TRUST_PROXY ?? 'loopback',
    uploadsDir: join(e.DATA_DIR, 'uploads'),
    webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  };
}

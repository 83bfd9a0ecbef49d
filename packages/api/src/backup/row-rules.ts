import {
  ActivityEntry,
  blogType,
  ContentImport,
  type ContentType,
  contentTypes,
  EventType,
  HttpUrl,
  LandPeriod,
  LoginBody,
  MediaVariant,
  mediaMimes,
  ProfileStatus,
  Role,
  revisionActions,
  ScrapeRun,
  ScraperSourceId,
  SupportMemberCreate,
  SupportMemberUpdate,
  SupportStatus,
  settingsKeys,
  TokenScope,
  WebhookFormat,
} from '@land-office/contract';
import { z } from 'zod';
import { ValidationError } from '../errors.js';
import { sanitizeContent } from '../lib/rich-text.js';
import { searchText } from '../lib/search-text.js';

/** A secret sealed by lib/secret-box.ts: `enc:v1:<key id>:<iv>:<ciphertext and tag>`. */
const Sealed = z.string().regex(/^enc:v1:[A-Za-z0-9_-]{8}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22,400}$/, {
  error: 'must be a sealed secret',
});

/** Either database's booleans: SQLite's 0/1, PostgreSQL's true/false. */
const DbBoolean = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);
const Id = z.number().int().positive();
const Timestamp = z.string().max(32);
const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, { error: 'must be a SHA-256 in hex' });
const stamps = { created_at: Timestamp, updated_at: Timestamp };
/** In the trash since, and by whom (added by the history migration). */
const trashed = { deleted_at: Timestamp.nullable().optional(), deleted_by: Id.nullable().optional() };
/** A revision's record: a JSON object. */
const RevisionJson = z.string().refine(
  (text) => {
    try {
      const value = JSON.parse(text);
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    } catch {
      return false;
    }
  },
  { error: 'must be a JSON object' },
);

/** A table's row: its columns, and the rule over a whole item that its create route also applies. */
function row<S extends z.ZodRawShape>(
  shape: S,
  problem?: (item: z.output<z.ZodObject<S>>) => string | undefined,
) {
  return z.strictObject(shape).superRefine((item, ctx) => {
    const found = problem?.(item);
    if (found) ctx.addIssue({ code: 'custom', message: found });
  });
}

/** Rich text is cleaned by the sanitiser of every write, whatever the archive says. */
const richText = (rule: z.ZodType<string>) =>
  rule.transform((html, ctx) => {
    try {
      return sanitizeContent(html);
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      ctx.addIssue({ code: 'custom', message: err.message });
      return z.NEVER;
    }
  });

/** A stored upload's site path: nothing outside the uploads directory (its files are deleted by it). */
const UploadPath = z
  .string()
  .max(300)
  .regex(/^\/uploads\/[\w./-]+$/, { error: 'must be a path under /uploads/' })
  .refine((path) => !path.includes('..'), { error: 'must be a path under /uploads/' });
/** A media item's variants: JSON, each under /uploads/ too. */
const VariantsJson = z.string().refine(
  (text) => {
    try {
      return MediaVariant.extend({ url: UploadPath }).array().max(20).safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  },
  { error: 'must be a JSON list of variants under /uploads/' },
);

/** Roles are stored comma-joined; the contract's rule reads them as a list. */
const StoredRoles = z
  .string()
  .transform((roles) => (roles ? roles.split(',') : []))
  .pipe(SupportMemberUpdate.shape.roles.unwrap())
  .transform((roles) => roles.join(','));

/** A settings row holds one singleton's JSON document, checked as a content import checks it. */
const settingsDocs = ContentImport.shape.settings.unwrap();
const SettingsRow = z
  .strictObject({ key: z.string(), value: z.string(), updated_at: Timestamp })
  .transform((item, ctx) => {
    if (!(settingsKeys as readonly string[]).includes(item.key)) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: `no settings screen is called "${item.key}"` });
      return z.NEVER;
    }
    let doc: unknown;
    try {
      doc = JSON.parse(item.value);
    } catch {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'is not JSON' });
      return z.NEVER;
    }
    const checked = settingsDocs.safeParse({ [item.key]: doc });
    if (!checked.success) {
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', path: ['value', ...issue.path.slice(1)], message: issue.message });
      return z.NEVER;
    }
    const value = checked.data[item.key as keyof typeof checked.data];
    return { ...item, value: JSON.stringify(value) };
  });

/**
 * A declared content type's row: its create rule for every field (flags as either database keeps
 * them, rich text through the sanitiser), its rule over a whole record, and the columns every row
 * of its table has.
 */
function contentRow(type: ContentType, columns: z.ZodRawShape = {}) {
  const create = (type.schemas.create as z.ZodObject<z.ZodRawShape>).shape;
  const fields = Object.fromEntries(
    Object.entries(type.fields).map(([name, field]) => [
      name,
      field.kind === 'boolean'
        ? DbBoolean
        : field.kind === 'richtext'
          ? richText(create[name] as z.ZodType<string>)
          : create[name],
    ]),
  );
  return row(
    {
      ...fields,
      id: Id,
      ...stamps,
      ...trashed,
      ...(type.authored ? { author_id: Id.nullable() } : {}),
      ...columns,
    } as z.ZodRawShape,
    type.check,
  );
}

/**
 * Every table a backup may hold, at any schema version it may come from, with the rules its rows
 * must pass before a restore writes them: the contract's create rules for content, the shape the
 * app writes for the rest. A table added by a migration needs its rule here, or restores refuse it.
 */
export const rowRules: Record<string, z.ZodType<Record<string, unknown>, Record<string, unknown>>> = {
  ...Object.fromEntries(contentTypes.map((type) => [type.table, contentRow(type)])),
  // When the scheduler logged a post going live (added by the scheduling migration); its words as
  // the search matches them (added by the blog-search migration), worked out again from the post
  // rather than taken from the archive.
  [blogType.table]: contentRow(blogType, {
    announced_at: Timestamp.nullable().optional(),
    search_text: z.string().optional(),
  }).transform((item) =>
    item.search_text === undefined ? item : { ...item, search_text: searchText(blogType, item) },
  ),
  support_members: row({
    ...SupportMemberCreate.shape,
    id: Id,
    roles: StoredRoles,
    is_active: DbBoolean,
    name: z.string().max(200).nullable(),
    photo_url: HttpUrl.nullable(),
    status: SupportStatus,
    last_seen: Timestamp.nullable(),
    profile_status: ProfileStatus,
    profile_checked_at: Timestamp.nullable(),
    ...stamps,
    ...trashed,
  }),
  revisions: row({
    id: Id,
    resource: z.string().min(1).max(40),
    resource_id: z.string().min(1).max(64),
    action: z.enum(revisionActions),
    at: Timestamp,
    user_id: Id.nullable(),
    username: z.string().max(100).nullable(),
    summary: z.string().max(500),
    data: RevisionJson,
  }),
  settings: SettingsRow,
  media: row({
    id: Id,
    file_name: z.string().min(1).max(255),
    url: UploadPath,
    mime: z.enum(mediaMimes),
    bytes: z.number().int().nonnegative(),
    width: z.number().int().nonnegative(),
    height: z.number().int().nonnegative(),
    alt_text: z.string().max(500),
    sha256: Sha256Hex,
    variants: VariantsJson,
    created_by: Id.nullable(),
    created_at: Timestamp,
  }),
  listings: row({
    id: Id,
    source: ScraperSourceId,
    identity: z.string().min(1).max(600),
    name: z.string().max(300).nullable(),
    region: z.string().max(300).nullable(),
    size_m2: z.number().int().nullable(),
    price_ls: z.number().int().nullable(),
    period: LandPeriod.nullable(),
    rating: z.number().nullable(),
    previous_price_ls: z.number().int().nullable(),
    previous_period: LandPeriod.nullable(),
    price_changed_at: Timestamp.nullable(),
    position: z.number().int(),
    url: z.string().max(2048).nullable(),
    search_text: z.string().max(600),
    status: z.enum(['active', 'gone']),
    missed_runs: z.number().int().min(0),
    hidden: DbBoolean,
    first_seen: Timestamp,
    last_seen: Timestamp,
    last_run_id: Id.nullable(),
    updated_at: Timestamp,
  }),
  listing_prices: row({
    id: Id,
    listing_id: Id,
    price_ls: z.number().int().nullable(),
    period: LandPeriod.nullable(),
    seen_at: Timestamp,
  }),
  outbox_events: row({
    id: Id,
    type: EventType,
    payload: RevisionJson,
    batch: z.string().max(100).nullable(),
    created_at: Timestamp,
  }),
  // Webhooks keep their signing secrets in backups (as users keep their TOTP secrets), sealed
  // under the installation's key, which a backup does not hold (or in plain, from before).
  webhooks: row({
    id: Id,
    url: HttpUrl,
    description: z.string().max(500),
    events: z.string().refine((list) => list.split(',').every((type) => EventType.safeParse(type).success), {
      error: 'must be a comma list of event types',
    }),
    format: WebhookFormat,
    secret: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/, { error: 'must be a whsec_ secret' })
      .or(Sealed),
    enabled: DbBoolean,
    consecutive_failures: z.number().int().nonnegative(),
    disabled_at: Timestamp.nullable(),
    ...stamps,
  }),
  webhook_deliveries: row({
    id: Id,
    webhook_id: Id,
    message_id: z.string().regex(/^msg_[\w-]{1,36}$/),
    source: z.string().max(160),
    event_type: z.string().max(60),
    event_count: z.number().int().nonnegative(),
    body: RevisionJson,
    state: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int().nonnegative(),
    failures: z.number().int().nonnegative(),
    next_attempt_at: Timestamp.nullable(),
    sending_until: Timestamp.nullable(),
    created_at: Timestamp,
    finished_at: Timestamp.nullable(),
  }),
  webhook_attempts: row({
    id: Id,
    delivery_id: Id,
    attempted_at: Timestamp,
    status_code: z.number().int().nullable(),
    duration_ms: z.number().int().nonnegative(),
    response_excerpt: z.string().max(500),
    outcome: z.enum(['succeeded', 'failed', 'rate_limited']),
  }),
  webhook_outbox_cursor: row({ name: z.string().max(40), last_event_id: z.number().int().nonnegative() }),
  signing_keys: row({
    name: z.string().min(1).max(40),
    secret: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be 32 bytes in base64url' })
      .or(Sealed),
    created_at: Timestamp,
  }),
  activity_log: row({ ...ActivityEntry.omit({ target_exists: true, display_name: true }).shape, id: Id }),
  scraper_sources: row({ id: ScraperSourceId, url: HttpUrl, is_active: DbBoolean, updated_at: Timestamp }),
  scrape_runs: row({ ...ScrapeRun.shape, id: Id, source: z.string().max(20) }),
  // Before the "users" migration.
  admins: row({
    id: Id,
    username: LoginBody.shape.username,
    email: z.string().max(255).nullable(),
    password_hash: z.string().min(1).max(255),
    ...stamps,
  }),
  users: row({
    id: Id,
    username: z.string().trim().min(1).max(100),
    email: z.string().max(255).nullable(),
    // Empty while an invitation is pending.
    password_hash: z.string().max(255),
    display_name: z.string().max(100),
    role: Role,
    is_active: DbBoolean,
    last_login_at: Timestamp.nullable(),
    // Added by the two-factor migration.
    totp_secret: z
      .string()
      .regex(/^[A-Z2-7]+=*$/)
      .max(64)
      .or(Sealed)
      .nullable()
      .optional(),
    totp_enabled_at: Timestamp.nullable().optional(),
    totp_last_step: z.number().int().nonnegative().nullable().optional(),
    ...stamps,
  }),
  recovery_codes: row({ id: Id, user_id: Id, code_hash: Sha256Hex, used_at: Timestamp.nullable() }),
  passkeys: row({
    id: Id,
    user_id: Id,
    credential_id: z
      .string()
      .regex(/^[\w-]+$/)
      .max(1400),
    public_key: z
      .string()
      .regex(/^[\w-]+$/)
      .max(4000),
    counter: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,19}$/)]),
    transports: z.string().max(200),
    name: z.string().max(100),
    created_at: Timestamp,
    last_used_at: Timestamp.nullable(),
  }),
  auth_challenges: row({
    id: Id,
    kind: z.enum(['mfa', 'passkey-login', 'passkey-register']),
    token_hash: Sha256Hex,
    user_id: Id.nullable(),
    challenge: z.string().max(200).nullable(),
    attempts: z.number().int().nonnegative(),
    expires_at: Timestamp,
  }),
  security_settings: row({ id: z.literal(1), require_two_factor: DbBoolean, updated_at: Timestamp }),
  user_tokens: row({
    id: Id,
    user_id: Id,
    purpose: z.enum(['invite', 'reset']),
    token_hash: Sha256Hex,
    created_at: Timestamp,
    expires_at: Timestamp,
    used_at: Timestamp.nullable(),
  }),
  sessions: row({
    id: Id,
    admin_id: Id,
    token_hash: Sha256Hex,
    created_at: Timestamp,
    expires_at: Timestamp,
    last_used_at: Timestamp,
    ip: z.string().max(64).nullable(),
    user_agent: z.string().max(300).nullable().optional(),
    must_enrol: DbBoolean.optional(),
  }),
  api_tokens: row({
    id: Id,
    name: z.string().trim().min(1).max(100),
    token_hash: Sha256Hex,
    scopes: z
      .string()
      .refine((list) => list.split(',').every((scope) => TokenScope.safeParse(scope).success), {
        error: 'must be a comma list of token scopes',
      }),
    allowed_addresses: z.string().max(1000),
    expires_at: Timestamp.nullable(),
    created_by: Id,
    created_at: Timestamp,
    last_used_at: Timestamp.nullable(),
    last_used_ip: z.string().max(45).nullable(),
  }),
  login_failures: row({ id: Id, username: z.string().max(100), ip: z.string().max(64), at: Timestamp }),
  login_attempts: row({
    key: z.string().max(200),
    window_start: Timestamp,
    count: z.number().int().nonnegative(),
  }),
  sign_in_addresses: row({ admin_id: Id, address_hash: Sha256Hex, last_at: Timestamp }),
};

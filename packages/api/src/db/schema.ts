import type { Generated } from 'kysely';

/** Timestamps are ISO-8601 UTC strings in both dialects, so they sort and compare the same way. */
export interface UserTable {
  id: Generated<number>;
  /** Unique whatever the case. */
  username: string;
  email: string | null;
  /** Empty while an invitation is pending: no password matches it. */
  password_hash: string;
  display_name: string;
  role: 'owner' | 'editor' | 'support';
  is_active: boolean;
  last_login_at: string | null;
  /** Base32, sealed (lib/secret-box.ts); set at enrolment, in use once `totp_enabled_at` is. */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The TOTP time step last signed in with: a code of it, or an older one, is refused. */
  totp_last_step: number | null;
  created_at: string;
  updated_at: string;
}

export interface RecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A WebAuthn credential; ids and keys base64url. */
export interface PasskeyTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number | string;
  /** Comma-joined. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface AuthChallengeTable {
  id: Generated<number>;
  kind: 'mfa' | 'passkey-login' | 'passkey-register';
  token_hash: string;
  user_id: number | null;
  challenge: string | null;
  attempts: Generated<number>;
  expires_at: string;
}

/** One row (id 1) when an owner has saved it; none means the defaults. */
export interface SecuritySettingsTable {
  id: number;
  require_two_factor: boolean;
  updated_at: string;
}

/** A one-time link's token (its SHA-256): an invitation or a password reset. */
export interface UserTokenTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'invite' | 'reset';
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_used_at: string;
  ip: string | null;
  user_agent: string | null;
  /** Signed in while a second factor is required of everyone and this user has none: only their account is open. */
  must_enrol: Generated<boolean>;
}

/** One counter of the sign-in throttle: attempts under `key` since `window_start`. */
export interface LoginAttemptTable {
  key: string;
  window_start: string;
  count: number;
}

/** An address a user signed in from (SHA-256 of it), and when last. */
export interface SignInAddressTable {
  admin_id: number;
  address_hash: string;
  last_at: string;
}

export interface ActivityLogTable {
  id: Generated<number>;
  at: string;
  admin_id: number | null;
  username: string | null;
  action: string;
  resource: string;
  resource_id: string | null;
  summary: string;
  ip: string | null;
}

/** The columns every ordered, activatable content table (menu items, services, banners, heroes) shares. */
interface OrderedContentColumns {
  id: Generated<number>;
  is_external: boolean;
  is_active: boolean;
  order_pos: number;
  created_at: string;
  updated_at: string;
  /** In the trash since (issue "Content history"); null while live. */
  deleted_at: string | null;
  deleted_by: number | null;
}

/** Seasonal content (services, banners, heroes, FAQ): public from / until these instants (ISO UTC). */
interface SeasonalColumns {
  active_from: string | null;
  active_until: string | null;
}

export interface MenuItemTable extends OrderedContentColumns {
  label: string;
  url: string;
}

export interface ServiceTable extends OrderedContentColumns, SeasonalColumns {
  title: string;
  description: string;
  /** A Font Awesome icon name such as faHome. */
  icon: string;
  link_url: string | null;
}

/** A settings singleton: `value` is its JSON document (see modules/settings/store.ts). */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface BlogPostTable {
  id: Generated<number>;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  image_url: string | null;
  published: boolean;
  /** A published post is public from this instant (ISO UTC); null: at once. */
  publish_at: string | null;
  /** When the scheduler logged the post going live at its publish_at (so it is logged once). */
  announced_at: string | null;
  meta_title: string | null;
  meta_description: string | null;
  og_image_url: string | null;
  canonical_url: string | null;
  noindex: boolean;
  /** null once the author's account is deleted. */
  author_id: number | null;
  created_at: string;
  updated_at: string;
  /** In the trash since (issue "Content history"); null while live. */
  deleted_at: string | null;
  deleted_by: number | null;
  /**
   * The words of its title, excerpt and content, as the search matches them (lib/search-text.ts),
   * written with every write of those fields; what the full-text index of each database indexes.
   */
  search_text: Generated<string>;
}

export interface ScraperSourceTable {
  id: string;
  url: string;
  is_active: boolean;
  updated_at: string;
}

export interface ScrapeRunTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string;
  source: string;
  count: number | null;
  duration_ms: number;
  error: string | null;
  trigger: 'manual' | 'schedule';
}

export type ProfileStatus = 'pending' | 'found' | 'not_found' | 'failed';

export interface SupportMemberTable {
  id: Generated<number>;
  uuid: string;
  name: string | null;
  photo_url: string | null;
  email: string | null;
  /** Comma-joined language codes, as on the wire. */
  languages: string;
  /** Comma-joined roles; the API turns them into a list. */
  roles: string;
  is_active: boolean;
  status: 'online' | 'offline';
  last_seen: string | null;
  profile_status: ProfileStatus;
  profile_checked_at: string | null;
  created_at: string;
  updated_at: string;
  /** In the trash since (issue "Content history"); null while live. */
  deleted_at: string | null;
  deleted_by: number | null;
}

/** The FAQ (contract/faq.ts, a declared content type). */
export interface FaqTable extends Omit<OrderedContentColumns, 'is_external'>, SeasonalColumns {
  question: string;
  answer: string;
  category: string | null;
}

export interface BannerTable extends OrderedContentColumns, SeasonalColumns {
  title: string | null;
  image_url: string;
  alt_text: string;
  link_url: string | null;
}

export interface HeroTable extends OrderedContentColumns, SeasonalColumns {
  title: string;
  title_color: string;
  description: string;
  button_text: string;
  button_url: string;
  button_color: string;
  open_new_tab: boolean;
}

/** A content record or settings document as it was after one change (modules/history). */
export interface RevisionTable {
  id: Generated<number>;
  resource: string;
  resource_id: string;
  action: string;
  at: string;
  user_id: number | null;
  username: string | null;
  summary: string;
  /** The record after the change, as JSON. */
  data: string;
}

/** A key this installation signs with (preview links), made on first use. */
export interface SigningKeyTable {
  name: string;
  /** 32 random bytes, base64url, sealed (lib/secret-box.ts). */
  secret: string;
  created_at: string;
}

/** A page of the public site at /<slug> (issue "Publishing"). */
export interface PageTable {
  id: Generated<number>;
  title: string;
  slug: string;
  content: string;
  published: boolean;
  publish_at: string | null;
  meta_title: string | null;
  meta_description: string | null;
  og_image_url: string | null;
  canonical_url: string | null;
  noindex: boolean;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  deleted_by: number | null;
}

/** One image of the media library (modules/media); who uses it is computed, not stored. */
export interface MediaTable {
  id: Generated<number>;
  /** As uploaded (a migrated upload: its stored name). */
  file_name: string;
  /** Site path of the stored original, /uploads/<folder>/<name>; unique. */
  url: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  alt_text: Generated<string>;
  /** Of the stored file, hex. */
  sha256: string;
  /** JSON: [{ url, width, format }], narrowest first. */
  variants: Generated<string>;
  created_by: number | null;
  created_at: string;
}

/** An event told to other systems (webhooks), written with the change it tells of. */
export interface OutboxEventTable {
  id: Generated<number>;
  /** `listing.new`, `blog.published`… */
  type: string;
  /** JSON. */
  payload: string;
  /** Events of one batch (a scraper run's) are delivered together; null: alone. */
  batch: string | null;
  created_at: string;
}

/** A parcel a land source lists, remembered across runs (issue "Listings"). */
export interface ListingTable {
  id: Generated<number>;
  source: string;
  identity: string;
  name: string | null;
  region: string | null;
  size_m2: number | null;
  price_ls: number | null;
  period: string | null;
  rating: number | null;
  previous_price_ls: number | null;
  previous_period: string | null;
  price_changed_at: string | null;
  position: Generated<number>;
  url: string | null;
  search_text: Generated<string>;
  status: Generated<'active' | 'gone'>;
  missed_runs: Generated<number>;
  hidden: Generated<boolean>;
  first_seen: string;
  last_seen: string;
  last_run_id: number | null;
  updated_at: string;
}

/** Each price a listing had, from when it was seen at it. */
export interface ListingPriceTable {
  id: Generated<number>;
  listing_id: number;
  price_ls: number | null;
  period: string | null;
  seen_at: string;
}

/** A webhook endpoint (issue "Listings" §3). */
export interface WebhookTable {
  id: Generated<number>;
  url: string;
  description: Generated<string>;
  /** A comma list of event types. */
  events: string;
  format: 'standard' | 'discord';
  /** `whsec_…`, sealed (lib/secret-box.ts): deliveries are signed with it. */
  secret: string;
  enabled: Generated<boolean>;
  consecutive_failures: Generated<number>;
  /** Set when it was switched off for failing deliveries in a row. */
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A message queued for one endpoint, sent until it succeeds or gives up. */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  webhook_id: number;
  /** The `webhook-id` header. */
  message_id: string;
  /** What it was made from, once per endpoint: `event:<id>`, `batch:<batch>:<first id>`, `test:<id>`. */
  source: string;
  event_type: string;
  event_count: number;
  /** The events it carried, `[{ "type", "count" }]` as JSON; null on deliveries made before it was kept. */
  events: string | null;
  /** The JSON body sent, the same on every try. */
  body: string;
  state: 'pending' | 'succeeded' | 'failed';
  attempts: Generated<number>;
  /** Tries that count toward giving up. */
  failures: Generated<number>;
  next_attempt_at: string | null;
  sending_until: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface WebhookAttemptTable {
  id: Generated<number>;
  delivery_id: number;
  attempted_at: string;
  status_code: number | null;
  duration_ms: number;
  response_excerpt: Generated<string>;
  outcome: 'succeeded' | 'failed' | 'rate_limited';
}

export interface WebhookOutboxCursorTable {
  name: string;
  last_event_id: number;
}

/** An API token (issue "Integrations" §1): its hash, never the token. */
export interface ApiTokenTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  /** A comma list of scopes. */
  scopes: string;
  /** A comma list of CIDRs; empty: any address. */
  allowed_addresses: Generated<string>;
  expires_at: string | null;
  created_by: number;
  created_at: string;
  last_used_at: string | null;
  last_used_ip: string | null;
}

export interface Database {
  api_tokens: ApiTokenTable;
  listings: ListingTable;
  listing_prices: ListingPriceTable;
  outbox_events: OutboxEventTable;
  pages: PageTable;
  media: MediaTable;
  signing_keys: SigningKeyTable;
  revisions: RevisionTable;
  blog_posts: BlogPostTable;
  settings: SettingsTable;
  scraper_sources: ScraperSourceTable;
  scrape_runs: ScrapeRunTable;
  support_members: SupportMemberTable;
  menu_items: MenuItemTable;
  services: ServiceTable;
  activity_log: ActivityLogTable;
  users: UserTable;
  user_tokens: UserTokenTable;
  recovery_codes: RecoveryCodeTable;
  passkeys: PasskeyTable;
  auth_challenges: AuthChallengeTable;
  security_settings: SecuritySettingsTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  sign_in_addresses: SignInAddressTable;
  banners: BannerTable;
  faqs: FaqTable;
  heroes: HeroTable;
  webhooks: WebhookTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
  webhook_outbox_cursor: WebhookOutboxCursorTable;
}

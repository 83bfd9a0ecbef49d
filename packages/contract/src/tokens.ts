import { z } from 'zod';
import { contentTypes } from './content-types.js';
import { Instant } from './instants.js';

/**
 * API tokens (issue "Integrations" §1): what an integration (a front end, a Discord bot, an
 * in-world kiosk, a spreadsheet) signs in with instead of a person's password. Made by owners,
 * shown once as `lo_` + 32 random bytes in base64url, stored as a hash, sent as
 * `Authorization: Bearer lo_…`, and limited to the scopes chosen for it.
 */
export const API_TOKEN_PREFIX = 'lo_';

/** The resources a token may be given on besides the content types, and how the form names them. */
const ownResources = {
  support: 'Support team',
  settings: 'Site, header and available-land settings, scraper sources',
  listings: 'Listings and scraper runs',
  webhooks: 'Webhooks',
  media: 'Media library',
} as const;

/** The resource of a declared content type's token scopes. */
export type ContentTypeResource = (typeof contentTypes)[number]['scope']['resource'];
/** A resource a token may be given read or write on: a declared content type's, or one above. */
export type TokenResource = ContentTypeResource | keyof typeof ownResources;

/**
 * The resources a token may be given read or write on, in the order the admin shows them: each
 * declared content type's (its declaration's `scope`), then the rest.
 */
export const tokenResources: readonly TokenResource[] = [
  ...contentTypes.map((type) => type.scope.resource),
  ...(Object.keys(ownResources) as (keyof typeof ownResources)[]),
];

/** What each resource covers, as the token form explains it. */
export const tokenResourceLabels = {
  ...Object.fromEntries(contentTypes.map((type) => [type.scope.resource, type.scope.label])),
  ...ownResources,
} as Record<TokenResource, string>;

/** The scope of the in-world status report (`POST /api/support/status`), besides INWORLD_SECRET. */
export const SUPPORT_STATUS_SCOPE = 'support:status';

type Scope = `${TokenResource}:${'read' | 'write'}` | typeof SUPPORT_STATUS_SCOPE;
export const tokenScopes: readonly Scope[] = [
  ...tokenResources.flatMap((resource) => [`${resource}:read`, `${resource}:write`] as const),
  SUPPORT_STATUS_SCOPE,
];
export const TokenScope = z.enum(tokenScopes, { error: 'Unknown scope' });
export type TokenScope = z.infer<typeof TokenScope>;

export const TOKEN_NAME_MAX = 100;
export const TOKEN_ADDRESSES_MAX = 20;
/** A CIDR range or one address, IPv4 or IPv6 (the server reads it with ipaddr.js). */
export const TOKEN_ADDRESS_MAX_LENGTH = 49;

export const tokenMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${TOKEN_NAME_MAX} characters`,
  scopesRequired: 'Choose at least one scope',
  expiryPast: 'The expiry must be in the future',
  addressInvalid: (text: string) => `"${text}" is not an address or a CIDR range`,
  tooManyAddresses: `At most ${TOKEN_ADDRESSES_MAX} allowed addresses`,
  notFound: 'Token not found',
  /** The 401s of a token that is not (or no longer) good. */
  invalid: 'This API token is not valid: it was revoked or never existed',
  expired: 'This API token has expired',
  /** The 403s of a good token asked to do what it may not. */
  addressRefused: (ip: string) => `This API token cannot be used from ${ip}`,
  missingScope: (scope: string) => `This API token does not have the scope ${scope}`,
  notForTokens: 'API tokens cannot use this route: it needs a person signed in',
  created: 'Token created. Copy it now: it is not shown again.',
  revoked: 'Token revoked',
} as const;

const Name = z
  .string({ error: tokenMessages.nameRequired })
  .trim()
  .min(1, { error: tokenMessages.nameRequired })
  .max(TOKEN_NAME_MAX, { error: tokenMessages.nameTooLong });

const Address = z
  .string()
  .trim()
  .max(TOKEN_ADDRESS_MAX_LENGTH, { error: (issue) => tokenMessages.addressInvalid(String(issue.input)) })
  .regex(/^[0-9a-fA-F:./]+$/, { error: (issue) => tokenMessages.addressInvalid(String(issue.input)) });

/** `POST /api/admin/tokens`. */
export const TokenInput = z.object({
  name: Name,
  scopes: z
    .array(TokenScope, { error: tokenMessages.scopesRequired })
    .min(1, { error: tokenMessages.scopesRequired })
    .max(tokenScopes.length)
    // Kept in the contract's order, each once.
    .transform((chosen) => tokenScopes.filter((scope) => chosen.includes(scope))),
  /** When it stops working; null or left out: never. */
  expires_at: z
    .union([Instant, z.literal('')])
    .nullish()
    .transform((value) => value || null),
  /** Client addresses it works from (CIDRs or single addresses); empty: any. */
  allowed_addresses: z
    .array(Address)
    .max(TOKEN_ADDRESSES_MAX, { error: tokenMessages.tooManyAddresses })
    .default([]),
});
export type TokenInput = z.input<typeof TokenInput>;

/** One token as `GET /api/admin/tokens` lists it: never the token itself. */
export const ApiToken = z.object({
  id: z.number(),
  name: z.string(),
  scopes: TokenScope.array(),
  allowed_addresses: z.string().array(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  /** Who made it (display name), null when that user is gone. */
  created_by: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;

/** `POST /api/admin/tokens` answers the token once, with what the list shows of it. */
export const CreatedToken = ApiToken.extend({ token: z.string() });
export type CreatedToken = z.infer<typeof CreatedToken>;

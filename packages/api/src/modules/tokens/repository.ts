import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type CreatedToken,
  type Role,
  type TokenInput,
  type TokenScope,
  tokenMessages,
} from '@land-office/contract';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { touched } from '../../db/rows.js';
import type { ApiTokenTable } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { NotFound, ValidationError } from '../../errors.js';
import { parseAddressRange } from '../../lib/allowed-addresses.js';
import { hashToken } from '../../lib/token-hash.js';
import { type Actor, logActivity } from '../activity/log.js';

const RESOURCE = 'tokens';
const list = (text: string) => (text ? text.split(',') : []);
const iso = (ms: number) => new Date(ms).toISOString();

/** A token found by what a request bore, with what its owner may do now. */
export interface BearerToken {
  id: number;
  name: string;
  scopes: TokenScope[];
  allowed_addresses: string[];
  expires_at: string | null;
  last_used_at: string | null;
  last_used_ip: string | null;
  /** The owner who made it: the token acts for them, within their role. */
  user_id: number;
  role: Role;
}

type Row = Omit<ApiTokenTable, 'id' | 'token_hash' | 'allowed_addresses' | 'created_by'> & {
  id: number;
  allowed_addresses: string;
  created_by: unknown;
};

const toApiToken = (row: Row): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: list(row.scopes) as TokenScope[],
  allowed_addresses: list(row.allowed_addresses),
  expires_at: row.expires_at,
  created_at: row.created_at,
  created_by: (row.created_by as string | null) ?? null,
  last_used_at: row.last_used_at,
  last_used_ip: row.last_used_ip,
});

/** Each allowed address in its canonical CIDR form, or a 400 naming the first that is none. */
function canonicalAddresses(entries: readonly string[]): string[] {
  return [
    ...new Set(
      entries.map((entry) => {
        const range = parseAddressRange(entry);
        if (!range) throw new ValidationError(tokenMessages.addressInvalid(entry), 'allowed_addresses');
        return range;
      }),
    ),
  ];
}

/** API tokens: their list, their making (the one time the token is seen) and revoking, and their use. */
export function apiTokenRepository(db: Db, now: () => number) {
  /** Each token with the user who made it (who it acts for). */
  const withOwner = () =>
    db
      .selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.created_by')
      .select([
        'api_tokens.id',
        'api_tokens.name',
        'api_tokens.scopes',
        'api_tokens.allowed_addresses',
        'api_tokens.expires_at',
        'api_tokens.created_at',
        'api_tokens.last_used_at',
        'api_tokens.last_used_ip',
      ]);
  const listQuery = () =>
    withOwner().select((eb) =>
      eb.fn.coalesce(eb.fn('nullif', ['users.display_name', eb.val('')]), 'users.username').as('created_by'),
    );

  return {
    /** Every token, newest first; never the token itself. */
    list: async () => (await listQuery().orderBy('api_tokens.id', 'desc').execute()).map(toApiToken),

    async create(input: z.output<typeof TokenInput>, actor: Actor & { admin: { id: number } }) {
      const allowed = canonicalAddresses(input.allowed_addresses);
      if (input.expires_at && input.expires_at <= iso(now()))
        throw new ValidationError(tokenMessages.expiryPast, 'expires_at');
      const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const id = await transaction(db, async (trx) => {
        const { id } = await trx
          .insertInto('api_tokens')
          .values({
            name: input.name,
            token_hash: hashToken(token),
            scopes: input.scopes.join(','),
            allowed_addresses: allowed.join(','),
            expires_at: input.expires_at,
            created_by: actor.admin.id,
            created_at: iso(now()),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await logActivity(trx, actor, {
          resource: RESOURCE,
          action: 'create',
          resourceId: id,
          summary: `${input.name}: ${input.scopes.join(', ')}`,
        });
        return id;
      });
      const row = await listQuery().where('api_tokens.id', '=', id).executeTakeFirstOrThrow();
      return { ...toApiToken(row), token } satisfies CreatedToken;
    },

    /** Deletes the token: every instance refuses it from its next request on. */
    async revoke(id: number, actor: Actor) {
      await transaction(db, async (trx) => {
        const row = await trx.selectFrom('api_tokens').select('name').where('id', '=', id).executeTakeFirst();
        if (!row) throw new NotFound(tokenMessages.notFound);
        await trx.deleteFrom('api_tokens').where('id', '=', id).execute();
        await logActivity(trx, actor, {
          resource: RESOURCE,
          action: 'delete',
          resourceId: id,
          summary: row.name,
        });
      });
    },

    /** The token a request bears, if it exists and its owner is active (expiry is the caller's to judge). */
    async find(token: string): Promise<BearerToken | undefined> {
      const row = await withOwner()
        .select(['users.id as user_id', 'users.role'])
        .where('api_tokens.token_hash', '=', hashToken(token))
        .where('users.is_active', '=', true)
        .executeTakeFirst();
      return (
        row && {
          ...row,
          scopes: list(row.scopes) as TokenScope[],
          allowed_addresses: list(row.allowed_addresses),
        }
      );
    },

    /** Records a use (time and client address). */
    touch: async (id: number, ip: string) =>
      touched(
        await db
          .updateTable('api_tokens')
          .set({ last_used_at: iso(now()), last_used_ip: ip.slice(0, 45) })
          .where('id', '=', id)
          .executeTakeFirst(),
      ) > 0,
  };
}

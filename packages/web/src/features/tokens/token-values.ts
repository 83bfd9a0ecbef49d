import { TokenInput, type TokenScope, tokenScopes } from '@land-office/contract';
import { z } from 'zod';

/** The allowed addresses as typed in the form: one a line, blank lines and spaces left out. */
export const addressLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const Addresses = TokenInput.shape.allowed_addresses;

/**
 * The form checks what the server checks (the contract's TokenInput); the allowed addresses are
 * typed one a line, and a wrong one is said on that field.
 */
export const TokenForm = TokenInput.extend({
  allowed_addresses: z.string().transform((text, ctx) => {
    const parsed = Addresses.safeParse(addressLines(text));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
    return z.NEVER;
  }),
});
export type TokenFormValues = z.input<typeof TokenForm>;

export const FIELDS = ['name', 'scopes', 'expires_at', 'allowed_addresses'] as const;

export const emptyToken = (): TokenFormValues => ({
  name: '',
  scopes: [],
  expires_at: null,
  allowed_addresses: '',
});

const inOrder = (chosen: ReadonlySet<string>) => tokenScopes.filter((scope) => chosen.has(scope));

/**
 * The scopes after a box is ticked or cleared: writing a resource brings reading it (a writer
 * must read), and reading cannot go while writing stays.
 */
export function withScope(scopes: readonly TokenScope[], scope: TokenScope, on: boolean): TokenScope[] {
  const [resource, access] = scope.split(':');
  const chosen = new Set<string>(scopes);
  if (on) {
    chosen.add(scope);
    if (access === 'write') chosen.add(`${resource}:read`);
  } else {
    chosen.delete(scope);
    if (access === 'read') chosen.delete(`${resource}:write`);
  }
  return inOrder(chosen);
}

/** The scopes with every resource's read added. */
export const withEveryRead = (scopes: readonly TokenScope[]): TokenScope[] =>
  inOrder(new Set([...scopes, ...tokenScopes.filter((scope) => scope.endsWith(':read'))]));

import { SUPPORT_STATUS_SCOPE, type TokenScope, tokenResources } from '@land-office/contract';
import type { TFunction } from 'i18next';

const accesses = ['read', 'write'] as const;

/** A token's scopes in a line a person reads: "Blog posts: read · Menus: read, write · In-world status". */
export function scopeSummary(t: TFunction<'tokens'>, scopes: readonly TokenScope[]): string {
  const parts = tokenResources.flatMap((resource) => {
    const given = accesses.filter((access) => scopes.includes(`${resource}:${access}`));
    if (!given.length) return [];
    return [`${t(`resources.${resource}`)}: ${given.map((access) => t(`summary.${access}`)).join(', ')}`];
  });
  if (scopes.includes(SUPPORT_STATUS_SCOPE)) parts.push(t('summary.status'));
  return parts.join(' · ');
}

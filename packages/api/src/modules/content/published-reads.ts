import {
  ContentPageQuery,
  ContentSearchQuery,
  type ContentSort,
  type ContentType,
  contentPage,
} from '@land-office/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ExpiresAt } from '../../plugins/public-cache.js';
import type { PublishedRepository } from './published-repository.js';

/** A type published by slug: its repository, and a list row and a whole record as answered. */
export interface PublishedRecords<Summary, Full> {
  repo: PublishedRepository<Summary, Full>;
  summary: z.ZodType<Summary>;
  full: z.ZodType<Full>;
}

/** A page of a public list as asked, once its query passed the type's `query` schema. */
export interface PageAsked {
  sort?: ContentSort;
  limit?: number;
  cursor?: string;
  q?: string;
}

/**
 * The public reads of a type published by slug (blog posts, pages), only what is published and
 * live at the clock's instant: the whole list, a keyset page, one record by slug. What the public
 * routes cache, and what the site's pages show; the lists tell `expiresAt` when the next
 * scheduled record goes live.
 */
export function publishedReads<Summary, Full>(
  app: FastifyInstance,
  type: ContentType,
  { repo, summary, full }: PublishedRecords<Summary, Full>,
) {
  const now = () => new Date(app.clock()).toISOString();
  const One = z.object({ [type.api.key]: full });
  const Page = contentPage(summary);
  return {
    /** The list's query string (with `q` for a searchable type). */
    query: type.search ? ContentSearchQuery : ContentPageQuery,
    async list(expiresAt: ExpiresAt): Promise<Summary[]> {
      const at = now();
      expiresAt(await repo.nextChange(at));
      return summary.array().parse(await repo.list({ publicAt: at }));
    },
    /** A page; a cursor this server did not make is a 400 (ValidationError). */
    async page(asked: PageAsked, expiresAt: ExpiresAt) {
      const at = now();
      expiresAt(await repo.nextChange(at));
      return Page.parse(await repo.page({ ...asked, publicAt: at }));
    },
    /** `{ <key>: record }`; a draft, scheduled or missing record is a 404 (NotFound). */
    bySlug: async (slug: string) => One.parse({ [type.api.key]: await repo.bySlug(slug, now()) }),
  };
}

import { type MediaVariant, mediaVariantFormats } from '@land-office/contract';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { touched } from '../../db/rows.js';
import type { MediaTable } from '../../db/schema.js';
import type { ImageFacts } from '../../lib/image-variants.js';

/** A stored item with its uploader's name now. */
export type MediaRow = Selectable<MediaTable> & { created_by_name: string | null };

export interface MediaPageQuery {
  q?: string;
  type?: string;
  /** Keyset: items older (smaller id) than this. */
  before?: number;
  limit: number;
  /** Leave these out (the unused filter: the ids something uses). */
  excluding?: readonly number[];
}

/** A new item: its stored file's facts and variants, and who added it when. */
export interface NewMedia {
  file_name: string;
  url: string;
  facts: ImageFacts;
  variants: MediaVariant[];
  created_by: number | null;
  created_at: string;
}

/** What names an item's files: its original's path and its variants (JSON). */
type MediaFiles = { url: string; variants: string };

/** The variants a row holds (its JSON), or none when what is stored is not such a list. */
export function variantsOf(row: Pick<MediaFiles, 'variants'>): MediaVariant[] {
  try {
    const parsed = JSON.parse(String(row.variants));
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (v): v is MediaVariant =>
        typeof v?.url === 'string' &&
        typeof v.width === 'number' &&
        (mediaVariantFormats as readonly string[]).includes(v.format),
    );
  } catch {
    return [];
  }
}

/** The site paths of an item's files: the original and its variants. */
export const pathsOf = (row: MediaFiles) => [row.url, ...variantsOf(row).map((v) => v.url)];

const likeEscaped = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/** The media table; who uses an item is computed elsewhere (history/upload-usage.ts). */
export function mediaRepository(db: Db) {
  const withUser = () =>
    db
      .selectFrom('media')
      .leftJoin('users', 'users.id', 'media.created_by')
      .selectAll('media')
      .select(
        sql<string | null>`coalesce(nullif(users.display_name, ''), users.username)`.as('created_by_name'),
      );

  return {
    async page({ q, type, before, limit, excluding }: MediaPageQuery): Promise<MediaRow[]> {
      let query = withUser();
      if (q) {
        const pattern = `%${likeEscaped(q.toLowerCase())}%`;
        query = query.where((eb) =>
          eb.or([
            sql<boolean>`lower(media.file_name) like ${pattern} escape '\\'`,
            sql<boolean>`lower(media.alt_text) like ${pattern} escape '\\'`,
          ]),
        );
      }
      if (type)
        query = type.includes('/')
          ? query.where('media.mime', '=', type)
          : query.where('media.mime', 'like', `${likeEscaped(type)}/%`);
      if (before !== undefined) query = query.where('media.id', '<', before);
      if (excluding?.length) query = query.where('media.id', 'not in', [...excluding]);
      return (await query.orderBy('media.id', 'desc').limit(limit).execute()) as MediaRow[];
    },

    async get(id: number): Promise<MediaRow | undefined> {
      return (await withUser().where('media.id', '=', id).executeTakeFirst()) as MediaRow | undefined;
    },

    /** The oldest item of these bytes. */
    async bySha(sha256: string): Promise<MediaRow | undefined> {
      return (await withUser().where('media.sha256', '=', sha256).orderBy('media.id').executeTakeFirst()) as
        | MediaRow
        | undefined;
    },

    async byUrl(url: string): Promise<MediaRow | undefined> {
      return (await withUser().where('media.url', '=', url).executeTakeFirst()) as MediaRow | undefined;
    },

    /** The item whose original is named `fileName`, in whichever folder (uploads are named by their bytes). */
    async byFileName(fileName: string): Promise<MediaRow | undefined> {
      return (await withUser()
        .where(sql<boolean>`media.url like ${`%/${likeEscaped(fileName)}`} escape '\\'`)
        .orderBy('media.id')
        .executeTakeFirst()) as MediaRow | undefined;
    },

    /** Items whose original is `<stem>.<extension>`. */
    async byStem(stem: string): Promise<MediaRow[]> {
      return (await withUser()
        .where(sql<boolean>`media.url like ${`${likeEscaped(stem)}.%`} escape '\\'`)
        .execute()) as MediaRow[];
    },

    /** Every item's id and files, for the unused filter and the backfill. */
    async allPaths(): Promise<Array<MediaFiles & { id: number }>> {
      return db.selectFrom('media').select(['id', 'url', 'variants']).execute();
    },

    /** Adds an item; a row of that url already there (the backfill run twice at once) is kept as it is. */
    async insert({ facts, variants, ...item }: NewMedia): Promise<number | undefined> {
      const { mime, bytes, width, height, sha256 } = facts;
      const inserted = await db
        .insertInto('media')
        .values({ ...item, mime, bytes, width, height, sha256, variants: JSON.stringify(variants) })
        .onConflict((oc) => oc.column('url').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    async setAlt(id: number, alt_text: string): Promise<boolean> {
      return (
        touched(await db.updateTable('media').set({ alt_text }).where('id', '=', id).executeTakeFirst()) > 0
      );
    },

    async setVariants(id: number, variants: MediaVariant[]): Promise<void> {
      await db
        .updateTable('media')
        .set({ variants: JSON.stringify(variants) })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: number): Promise<boolean> {
      return touched(await db.deleteFrom('media').where('id', '=', id).executeTakeFirst()) > 0;
    },
  };
}

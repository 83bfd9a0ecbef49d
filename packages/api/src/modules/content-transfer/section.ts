import type { ContentSection } from '@land-office/contract';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import type { Actor } from '../activity/log.js';
import type { RevisionEntry } from '../history/record.js';

export type Parsed = z.output<typeof import('@land-office/contract').ContentImport>;
interface Items {
  support_members: NonNullable<Parsed['support_members']>[number];
  settings: { key: string; doc: Record<string, unknown> };
}
export type ItemOf<K extends ContentSection> = K extends keyof Items ? Items[K] : Record<string, unknown>;

/**
 * One kind of content in the export file: how it is read for export, what identifies an item
 * across instances (a post's slug, a member's avatar key, a menu's label…) and whether that key is
 * unique, and how an imported item is written (created, or replacing the existing item `id`).
 * Every declared content type gets one from its declaration (content-section.ts).
 */
export interface Section<K extends ContentSection> {
  name: K;
  unique: boolean;
  items(body: Parsed): ItemOf<K>[] | undefined;
  key(item: ItemOf<K>): string;
  problem?(item: ItemOf<K>): string | undefined;
  /** In the export file, an object of its entries (settings) rather than a list of its items. */
  record?: true;
  /**
   * Its part of an export, in the order it is exported, read `size` items at a time: a list's
   * items, or a record section's entries as `[key, value]` pairs.
   */
  exportBatches(db: Db, opts: { emails: boolean; size: number }): AsyncIterable<unknown[]>;
  /** The existing items' keys and ids, in the order they are exported. */
  existing(db: Db): Promise<{ key: string; id: number | string }[]>;
  /** Answers the revision the write makes, when the section keeps a history (every section but settings). */
  write(
    trx: Db,
    item: ItemOf<K>,
    id: number | string | undefined,
    actor: Actor,
  ): Promise<RevisionEntry | undefined>;
}

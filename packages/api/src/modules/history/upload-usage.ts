import type { MediaUser } from '@land-office/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/index.js';
import { uploadPathsIn } from '../../lib/stored-uploads.js';
import type { HistoryRegistry } from './sources.js';

/** Who names each upload path: path → the records and settings documents naming it. */
export type UploadUsers = Map<string, MediaUser[]>;

/** `haystack` holds `needle` as it is (no LIKE wildcards to escape): instr / strpos. */
const holds = (dialect: Dialect, haystack: string, needle: string): Expression<SqlBool> =>
  dialect === 'postgres'
    ? sql<SqlBool>`strpos(${sql.ref(haystack)}, ${needle}) > 0`
    : sql<SqlBool>`instr(${sql.ref(haystack)}, ${needle}) > 0`;

/**
 * Which records and settings name stored uploads. The places are what the content history knows:
 * the upload columns each trash-keeping source declares (image fields and rich text, so a type
 * declared later is searched too) and every settings document. Records in the trash count: they
 * can be restored with their images. Revisions do not: a restored revision names an image again
 * only if it is still there.
 */
export function uploadUsage(db: Db, dialect: Dialect, registry: Pick<HistoryRegistry, 'all'>) {
  const places = () =>
    registry.all().flatMap((source) => {
      const trash = source.trash;
      return trash?.uploads?.length ? [{ resource: source.resource, ...trash, uploads: trash.uploads }] : [];
    });
  /** A settings document's key → the resource its revisions and log entries name it by. */
  const documentResource = (key: string) =>
    registry.all().find((source) => source.documentId === key)?.resource ?? key;

  /**
   * The users of each upload path that something names; with `only`, of those paths alone (read
   * with a filter that lets through only rows naming one of them).
   */
  async function usersOf(only?: readonly string[]): Promise<UploadUsers> {
    if (only?.length === 0) return new Map();
    const wanted = only && new Set(only);
    const found: UploadUsers = new Map();
    const add = (text: unknown, user: MediaUser) => {
      if (typeof text !== 'string') return;
      for (const path of uploadPathsIn(text)) {
        if (wanted && !wanted.has(path)) continue;
        const users = found.get(path) ?? [];
        if (!users.some((u) => u.resource === user.resource && u.id === user.id)) users.push(user);
        found.set(path, users);
      }
    };
    const naming = (column: string): Expression<SqlBool>[] =>
      only ? only.map((path) => holds(dialect, column, path)) : [holds(dialect, column, '/uploads/')];

    for (const place of places()) {
      const titles = [place.title, ...(place.fallbackTitle ? [place.fallbackTitle] : [])];
      // biome-ignore lint/suspicious/noExplicitAny: a registered source's table, chosen at run time
      const rows: Record<string, unknown>[] = await (db as any)
        .selectFrom(place.table)
        .select(['id', 'deleted_at', ...new Set([...titles, ...place.uploads])])
        // biome-ignore lint/suspicious/noExplicitAny: the expression builder of that table
        .where((eb: any) => eb.or(place.uploads.flatMap(naming)))
        .orderBy('id')
        .execute();
      for (const row of rows) {
        const title = titles.map((column) => row[column]).find((value) => typeof value === 'string' && value);
        for (const field of place.uploads)
          add(row[field], {
            resource: place.resource,
            id: Number(row.id),
            title: String(title ?? `#${row.id}`),
            field,
            trashed: row.deleted_at != null,
          });
      }
    }

    const documents = await db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where((eb) => eb.or(naming('value')))
      .orderBy('key')
      .execute();
    for (const { key, value } of documents) {
      let doc: unknown;
      try {
        doc = JSON.parse(value);
      } catch {
        continue;
      }
      if (!doc || typeof doc !== 'object') continue;
      const resource = documentResource(key);
      for (const [field, fieldValue] of Object.entries(doc))
        add(typeof fieldValue === 'string' ? fieldValue : JSON.stringify(fieldValue), {
          resource,
          id: key,
          title: resource,
          field,
          trashed: false,
        });
    }
    return found;
  }

  return {
    usersOf,
    /** Whether anything names `path`. */
    inUse: async (path: string) => (await usersOf([path])).size > 0,
  };
}

/** The users naming any of `paths` (an item's original and its variants), each record once. */
export function usersOfAny(users: UploadUsers, paths: readonly string[]): MediaUser[] {
  const all: MediaUser[] = [];
  for (const path of paths)
    for (const user of users.get(path) ?? [])
      if (!all.some((u) => u.resource === user.resource && u.id === user.id)) all.push(user);
  return all;
}

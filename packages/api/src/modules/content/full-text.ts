import { searchable } from '@land-office/contract';
import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/index.js';

/** At most this many words of a `q` are matched; more narrow nothing a person would notice. */
const MOST_WORDS = 10;

/** The words of a `q` as the index holds them (lower-case, accents off), in order. */
export const searchWords = (q: string | undefined) =>
  searchable(q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, MOST_WORDS);

/**
 * The condition "the record holds every word, the last one as a prefix" over a table's full-text
 * index, in the database's own terms: SQLite's FTS5 table `<table>_fts` (its rowid the record's
 * id), PostgreSQL's `search_vector` tsvector (GIN). Both index the same `search_text`, so both
 * find the same records. Words hold only letters and digits (`searchable`), so quoting them is
 * all either query syntax needs.
 */
export function matchesWords(db: Db, table: string, words: readonly string[]): Expression<SqlBool> {
  const last = words.length - 1;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const query = words.map((word, i) => `'${word}'${i === last ? ':*' : ''}`).join(' & ');
    return sql<SqlBool>`${sql.ref(`${table}.search_vector`)} @@ ${query}::tsquery`;
  }
  const query = words.map((word, i) => `"${word}"${i === last ? '*' : ''}`).join(' ');
  return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.table(`${table}_fts`)} where ${sql.table(`${table}_fts`)} match ${query})`;
}

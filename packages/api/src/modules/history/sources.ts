import type { Operation } from '@land-office/contract';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../activity/log.js';
import type { RevisionData } from './record.js';

/**
 * What the history module needs of a module whose records or settings keep revisions: who may
 * see and restore them, and how to write a revision's content back through the module's own
 * validation. A module registers its sources on `app.history` as it starts; the history module
 * never reads another module's tables except through them (and the shared trash columns).
 */
export interface HistorySource {
  /** The activity-log resource its revisions carry: `blog`, `hero`, `site_settings`… */
  resource: string;
  /** The operation a role needs to see and restore it (the contract's permission table). */
  operation: Operation;
  /** The public-cache scopes a restore changes. */
  scopes: string[];
  /**
   * A content record as its admin read answers it, drafts and inactive ones included (what a
   * preview link shows); a record that is not there or is in the trash throws NotFound.
   */
  read?(id: number): Promise<RevisionData>;
  /** A settings document has one id, which the revisions query may leave out. */
  documentId?: string;
  /**
   * Writes a revision's content as the record's (or document's) current one, as a normal write
   * would (validation, sanitiser), logged as a restore; answers the record as it now is. A
   * record in the trash comes out of it.
   */
  restore(id: string, data: RevisionData, actor: Actor): Promise<RevisionData>;
  /** For content records: the table whose `deleted_at` is the trash, and how to act on it. */
  trash?: {
    table: string;
    /** The column that names a record in the trash list, and one to fall back on when it is empty. */
    title: string;
    fallbackTitle?: string;
    /** Columns that may name stored uploads (`/uploads/…`), removed with the last record naming them. */
    uploads?: string[];
    untrash(id: number, actor: Actor): Promise<unknown>;
    /** Deletes for good; answers the row it held (for its uploads). */
    purge(id: number, actor: Actor | undefined): Promise<Record<string, unknown>>;
  };
}

export interface HistoryRegistry {
  register(source: HistorySource): void;
  source(resource: string): HistorySource | undefined;
  all(): HistorySource[];
}

export function historyRegistry(): HistoryRegistry {
  const sources = new Map<string, HistorySource>();
  return {
    register(source) {
      if (sources.has(source.resource)) throw new Error(`History source ${source.resource} registered twice`);
      sources.set(source.resource, source);
    },
    source: (resource) => sources.get(resource),
    all: () => [...sources.values()],
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    history: HistoryRegistry & {
      /** One pass of the history's housekeeping (the scheduler's): purge the old trash, prune revisions. */
      sweep(now?: number): Promise<{ purged: number; pruned: number }>;
      /** Uploads a purge leaves in place when `keeps` says so (the media library's own files). */
      keepUploadsWhen(keeps: (path: string) => Promise<boolean>): void;
    };
  }
}

export type App = FastifyInstance;

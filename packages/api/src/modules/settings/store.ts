import type { SettingsKey } from '@land-office/contract';
import type { z } from 'zod';
import type { Db, Dialect } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';
import { transaction } from '../../db/transaction.js';
import { ValidationError } from '../../errors.js';
import { transactionLock } from '../../lib/advisory-lock.js';
import { contentVersion } from '../../lib/versions.js';
import { type Actor, changedFields, logActivity } from '../activity/log.js';
import { recordRevision, staleWrite } from '../history/record.js';

export interface SingletonSpec<S extends z.ZodRawShape> {
  key: SettingsKey;
  /** Name in the activity log, e.g. "site_settings". */
  resource: string;
  /** Every rule of a complete document. */
  schema: z.ZodObject<S>;
  /** What each field reads when it was never set (or what is stored no longer passes its rule). */
  defaults: z.output<z.ZodObject<S>>;
  /** The wire shape, when it adds to the stored document. */
  present?: (doc: z.output<z.ZodObject<S>>) => unknown;
}

/** "contact_email: must be an e-mail address" — the first problem, naming its field. */
function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid settings';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * A settings singleton kept as one JSON document in `settings`: reads are the defaults merged with
 * what is stored, writes merge a partial body, validate the whole and save it with its
 * activity-log entry in one transaction.
 */
export function singletonStore<S extends z.ZodRawShape>(db: Db, dialect: Dialect, spec: SingletonSpec<S>) {
  type Doc = z.output<z.ZodObject<S>>;
  const fields = Object.keys(spec.schema.shape) as Array<keyof Doc & string>;

  const read = async (trx: Db): Promise<Doc> => {
    const row = await trx
      .selectFrom('settings')
      .select('value')
      .where('key', '=', spec.key)
      .executeTakeFirst();
    let stored: Record<string, unknown> = {};
    try {
      const parsed = row ? JSON.parse(row.value) : {};
      if (parsed && typeof parsed === 'object') stored = parsed;
    } catch {
      // An unreadable document reads as the defaults; the next save replaces it.
    }
    const doc = { ...spec.defaults };
    for (const field of fields) {
      if (!(field in stored)) continue;
      const checked = (spec.schema.shape[field] as z.ZodType).safeParse(stored[field]);
      if (checked.success) doc[field] = checked.data as Doc[typeof field];
    }
    return doc;
  };

  const current = async (): Promise<{ doc: Doc; version: string }> => {
    const doc = await read(db);
    return { doc, version: contentVersion(doc) };
  };
  /** A document as answered: its wire shape (`present`) with its version, which If-Match sends back. */
  const presented = ({ doc, version }: { doc: Doc; version: string }) => ({
    ...((spec.present?.(doc) ?? doc) as Record<string, unknown>),
    version,
  });

  return {
    get: () => read(db),
    /** The document with its version (a digest of what it holds), for an admin read or a save. */
    current,
    presented,
    /** The document as its public routes answer it, and the site's pages show it. */
    answer: async () => presented(await current()),

    /**
     * Merges `patch` into the document. `expected`: the version the writer read (`If-Match`); when
     * the document has changed since, 412 says who changed it, and nothing is written.
     * `restoring`: a revision written back, logged as a restore.
     */
    save(
      patch: Record<string, unknown>,
      actor: Actor,
      options: { expected?: string; restoring?: boolean } = {},
    ): Promise<{ doc: Doc; version: string }> {
      const { expected, restoring = false } = options;
      const changes = Object.fromEntries(Object.entries(patch).filter(([k]) => fields.includes(k as never)));
      return transaction(db, async (trx) => {
        // Two admins saving different fields at once must not lose either change.
        await transactionLock(trx, dialect, `settings:${spec.key}`);
        const before = await read(trx);
        const version = contentVersion(before);
        if (expected !== undefined && expected !== version)
          throw await staleWrite(
            trx,
            { resource: spec.resource, resourceId: spec.key },
            presented({ doc: before, version }),
            version,
          );
        const checked = spec.schema.safeParse({ ...before, ...changes });
        if (!checked.success) throw new ValidationError(describe(checked.error));
        const value = JSON.stringify(checked.data);
        const updated_at = nowIso();
        await trx
          .insertInto('settings')
          .values({ key: spec.key, value, updated_at })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
          .execute();
        const action = restoring ? 'restore' : 'save';
        await logActivity(trx, actor, { resource: spec.resource, action, summary: changedFields(changes) });
        await recordRevision(trx, actor, {
          resource: spec.resource,
          resourceId: spec.key,
          action,
          data: checked.data,
          before,
        });
        return { doc: checked.data, version: contentVersion(checked.data) };
      });
    },
  };
}

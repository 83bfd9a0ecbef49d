import type { ContentImport } from '@land-office/contract';
import type { Db } from '../../db/index.js';
import { ValidationError } from '../../errors.js';
import type { Actor } from '../activity/log.js';
import { type RevisionEntry, recordRevisions } from '../history/record.js';
import { type Parsed, sections } from './sections.js';

/** Revisions written per insert. */
const REVISION_BATCH = 500;

/**
 * Checks an import as a whole (duplicate keys, cross-field rules) and says what it would do. Where
 * keys may repeat (two menu items called "Home"), the n-th item with a key replaces the n-th
 * existing one in list order and any further ones are created, so importing an export reproduces
 * it, and importing it again replaces rather than duplicates.
 */
export async function planImport(db: Db, body: ContentImport) {
  const parsed = body as unknown as Parsed;
  const plan = [];
  for (const section of sections) {
    const items = section.items(parsed);
    if (!items) continue;
    const seen = new Map<string, number>();
    const keyed = items.map((item) => {
      const key = section.key(item);
      const nth = seen.get(key) ?? 0;
      if (nth > 0 && section.unique)
        throw new ValidationError(`${section.name}: "${key}" appears more than once`);
      seen.set(key, nth + 1);
      const problem = section.problem?.(item);
      if (problem) throw new ValidationError(`${section.name} "${key}": ${problem}`);
      return { item, key, nth };
    });
    const existing = new Map<string, (number | string)[]>();
    for (const { key, id } of await section.existing(db)) {
      const ids = existing.get(key) ?? [];
      ids.push(id);
      existing.set(key, ids);
    }
    const steps = keyed.map(({ item, key, nth }) => ({ item, key, id: existing.get(key)?.[nth] }));
    plan.push({
      section: section.name,
      steps,
      create: steps.filter((s) => s.id === undefined).map((s) => s.key),
      replace: steps.filter((s) => s.id !== undefined).map((s) => s.key),
    });
  }
  return plan;
}

/** How long an import writes before it lets other requests run (it may clean a thousand posts). */
const SLICE_MS = 20;

/**
 * Writes a planned import; the caller gives the transaction. Cleaning rich text is work for the
 * CPU, and a SQLite write does not wait for anything: written in one go, a large file would hold
 * the event loop for seconds, so every request meanwhile would wait and load shedding would
 * refuse the next ones. Every SLICE_MS the import yields to them. Each record written gets its
 * revision, so an import that replaced a post can be undone like any edit.
 */
export async function applyImport(trx: Db, plan: Awaited<ReturnType<typeof planImport>>, actor: Actor) {
  let slice = performance.now();
  for (const step of plan) {
    const section = sections.find((s) => s.name === step.section);
    const revisions: RevisionEntry[] = [];
    for (const { item, id } of step.steps) {
      const revision = await section?.write(trx, item, id, actor);
      if (revision) revisions.push(revision);
      // In batches: one insert stays within the databases' limits on bound values.
      if (revisions.length >= REVISION_BATCH) await recordRevisions(trx, actor, revisions.splice(0));
      if (performance.now() - slice > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        slice = performance.now();
      }
    }
    await recordRevisions(trx, actor, revisions);
  }
}

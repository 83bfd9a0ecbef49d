import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { z } from 'zod';
import { ArchiveError, type Manifest } from './archive.js';
import { rowRules } from './row-rules.js';
import type { Row } from './tables.js';

const CLEAN = 'clean';

async function* lines(file: string) {
  const input = createReadStream(file);
  const missing = once(input, 'open').then(
    () => false,
    () => true,
  );
  if (await missing)
    throw new ArchiveError(`The archive lacks ${file.split('/').slice(-2).join('/')}; nothing was restored.`);
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY }))
    if (line) yield line;
}

/** "menu_items row 3 (id 7): url: must be …", naming the first problem's field. */
function describe(table: string, index: number, row: unknown, error: z.ZodError) {
  const id = row && typeof row === 'object' && 'id' in row ? ` (id ${String(row.id)})` : '';
  const issue = error.issues[0];
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `${table} row ${index}${id}: ${field}${issue?.message ?? 'invalid'}; nothing was restored.`;
}

/**
 * Checks every row of the unpacked archive by its table's rule (rich text through the sanitiser)
 * and writes the cleaned rows beside, before any database is opened: a restore then loads only
 * rows that the API itself would have written.
 */
export async function cleanArchiveRows(work: string, manifest: Manifest) {
  await mkdir(join(work, CLEAN));
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const rule = rowRules[table];
    if (!rule) throw new ArchiveError(`The archive holds a table Land Office does not know: ${table}`);
    const out = createWriteStream(join(work, CLEAN, `${table}.jsonl`));
    let count = 0;
    try {
      for await (const line of lines(join(work, 'db', `${table}.jsonl`))) {
        count += 1;
        let row: unknown;
        try {
          row = JSON.parse(line);
        } catch {
          throw new ArchiveError(`${table} row ${count}: not a JSON object; nothing was restored.`);
        }
        const checked = rule.safeParse(row);
        if (!checked.success) throw new ArchiveError(describe(table, count, row, checked.error));
        // A default the rule fills in is no column of an older schema: keep the archived columns only.
        const columns = Object.keys(row as Row);
        const clean = Object.fromEntries(columns.map((c) => [c, checked.data[c]]));
        if (!out.write(`${JSON.stringify(clean)}\n`)) await once(out, 'drain');
      }
    } finally {
      out.end();
      await once(out, 'close');
    }
    if (count !== expected.rows)
      throw new ArchiveError(`${table}: ${count} rows where the manifest says ${expected.rows}`);
  }
}

/** The cleaned rows of one table, a batch at a time. */
export async function* cleanRowBatches(work: string, table: string, size = 500): AsyncGenerator<Row[]> {
  let batch: Row[] = [];
  for await (const line of lines(join(work, CLEAN, `${table}.jsonl`))) {
    batch.push(JSON.parse(line) as Row);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

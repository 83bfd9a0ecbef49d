import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { migrateToLatest } from './index.js';

describeEachDb('migrations landing out of number order', (t) => {
  it('runs a migration numbered below one that already ran (each module owns a range)', async () => {
    const faqs = '2026-11-24-0800-faqs';
    // As on a database migrated before the FAQ module landed, after a higher-numbered module.
    await t.app.db.schema.dropTable('faqs').execute();
    await sql`delete from kysely_migration where name = ${faqs}`.execute(t.app.db);
    await migrateToLatest(t.app.db);
    const ran = await sql<{ name: string }>`select name from kysely_migration where name = ${faqs}`.execute(
      t.app.db,
    );
    expect(ran.rows).toHaveLength(1);
    expect(await t.app.db.selectFrom('faqs').selectAll().execute()).toEqual([]);
  });
});

import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { migrateToLatest } from './index.js';

describeEachDb('migrations landing out of number order', (t) => {
  it('runs a migration numbered below one that already ran (each module owns a range)', async () => {
    const blog = '2026-11-23-0200-blog-posts';
    // As on a database migrated before the blog module landed, after a higher-numbered module.
    await t.app.db.schema.dropTable('blog_posts').execute();
    await sql`delete from kysely_migration where name = ${blog}`.execute(t.app.db);
    await migrateToLatest(t.app.db);
    const ran = await sql<{ name: string }>`select name from kysely_migration where name = ${blog}`.execute(
      t.app.db,
    );
    expect(ran.rows).toHaveLength(1);
    expect(await t.app.db.selectFrom('blog_posts').selectAll().execute()).toEqual([]);
  });
});

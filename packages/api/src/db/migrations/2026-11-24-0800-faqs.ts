import { createOrderIndex, type MigrationDb, notNull, withId, withOrderedContent } from './helpers.js';

/** The FAQ (contract/faq.ts): question, rich-text answer, optional category, in order. */
export async function up(db: MigrationDb) {
  const table = withId(db, db.schema.createTable('faqs'))
    .addColumn('question', 'varchar(300)', notNull)
    .addColumn('answer', 'text', notNull)
    .addColumn('category', 'varchar(60)');
  await withOrderedContent(db, table).execute();
  await createOrderIndex(db, 'faqs');
}

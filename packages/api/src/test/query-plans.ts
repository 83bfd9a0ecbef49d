import { CompiledQuery, type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import type { Db, Dialect } from '../db/index.js';

/**
 * The plans of the queries a repository runs: `run` gets a database that records each query it
 * is given; each one `pick` keeps is explained (`EXPLAIN QUERY PLAN` on SQLite, `EXPLAIN` on
 * PostgreSQL) with the same parameters, and its plan's lines are answered beside `run`'s result.
 */
export async function queryPlans<T>(
  db: Db,
  dialect: Dialect,
  run: (recording: Db) => Promise<T>,
  pick: (node: RootOperationNode) => boolean = () => true,
): Promise<{ result: T; plans: string[][] }> {
  const recorded: RootOperationNode[] = [];
  const record: KyselyPlugin = {
    transformQuery: ({ node }) => {
      recorded.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const result = await run(db.withPlugin(record));
  const plans: string[][] = [];
  for (const node of recorded.filter(pick)) {
    const query = db.getExecutor().compileQuery(node, { queryId: 'plan' } as never);
    const explain = dialect === 'postgres' ? 'explain' : 'explain query plan';
    const { rows } = await db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
    );
    plans.push(rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)));
  }
  return { result, plans };
}

/** Whether a plan line reads `table` whole rather than through an index. */
export const readsWhole = (dialect: Dialect, table: string, line: string) =>
  dialect === 'postgres'
    ? new RegExp(`Seq Scan on ${table}\\b`).test(line)
    : new RegExp(`\\bSCAN ${table}(\\s|$)`).test(line) && !/USING/.test(line);

/**
 * Writes `rows` into `table` straight, `batch` rows to a statement, then refreshes the planner's
 * statistics, so plans are those of a table this size.
 */
export async function fillForPlans(db: Db, table: string, rows: object[], batch: number) {
  for (let i = 0; i < rows.length; i += batch)
    await db
      .insertInto(table as 'activity_log')
      .values(rows.slice(i, i + batch) as never)
      .execute();
  await sql`analyze`.execute(db);
}

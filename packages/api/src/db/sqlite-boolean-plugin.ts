import { contentTypes } from '@land-office/contract';
import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

class BooleanToInteger extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = typeof node.value === 'boolean' ? Number(node.value) : node.value;
    return super.transformValue({ ...node, value });
  }

  // Inserts of plain values arrive as one list node rather than one node per value.
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const values = node.values.map((v) => (typeof v === 'boolean' ? Number(v) : v));
    return super.transformPrimitiveValueList({ ...node, values });
  }
}

/**
 * The columns that hold flags: every declared content type's, `is_active` (support roster,
 * scraper sources, users), a session's `must_enrol`, the security settings'
 * `require_two_factor` and a listing's `hidden`. Names, not tables: no other column anywhere
 * shares one of these names.
 */
const FLAG_COLUMNS = [
  ...new Set([
    ...contentTypes.flatMap((type) => type.booleans),
    'is_active',
    'must_enrol',
    'require_two_factor',
    'hidden',
  ]),
];

/**
 * SQLite has no boolean type: better-sqlite3 refuses to bind JS booleans and answers 0/1. This
 * stores booleans as 0/1 and reads the flag columns back as booleans, so no repository has to.
 */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToInteger();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows)
      for (const column of FLAG_COLUMNS) {
        const value = row[column];
        if (value === 0 || value === 1) row[column] = value === 1;
      }
    return args.result;
  }
}

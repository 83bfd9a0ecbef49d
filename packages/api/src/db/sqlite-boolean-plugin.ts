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

/** SQLite has no boolean type and better-sqlite3 refuses to bind JS booleans: store them as 0/1. */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToInteger();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

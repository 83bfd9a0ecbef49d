import { z } from 'zod';
import { OrderPos } from './common.js';

/**
 * What a field holds, which fixes its column and its JSON type: `string` a varchar of at most
 * `max` characters, `text` and `richtext` (HTML, sanitised on every write) an unbounded text,
 * `boolean` a flag, `integer` a 4-byte integer.
 */
export type FieldKind = 'string' | 'text' | 'richtext' | 'boolean' | 'integer';

/** How the admin form asks for a field; by default from its kind. */
export type FieldInput = 'text' | 'textarea' | 'richtext' | 'checkbox' | 'number' | 'colour' | 'image';

export interface FieldUi {
  /** The label a person reads (form and list header). */
  label: string;
  input?: FieldInput;
  /** A line under the input. */
  help?: string;
  /** Shown as a column of the admin list, with this Tailwind width class (`true`: as wide as it needs). */
  list?: string | true;
  /** Offered values (a select). */
  options?: readonly { value: string; label: string }[];
}

export interface FieldSpec<K extends FieldKind = FieldKind, R extends z.ZodType = z.ZodType> {
  kind: K;
  /** The rule a create applies, and an update to the fields it sends. */
  rule: R;
  /** Whether the stored value may be null. */
  nullable?: boolean;
  /** Longest value, in characters, of a `string` field: its column must hold it. */
  max?: number;
  ui: FieldUi;
}

/** A field whose create may leave it out: it then takes `value`. */
export interface DefaultedField<K extends FieldKind = FieldKind, R extends z.ZodType = z.ZodType, D = unknown>
  extends FieldSpec<K, R> {
  default: D;
}

type AnyField = FieldSpec | DefaultedField;
type Fields = Record<string, AnyField>;

/** The JSON type a field answers with (no transforms: the serializer encodes through it). */
type ResponseOf<F> = F extends { kind: 'boolean' }
  ? z.ZodBoolean
  : F extends { kind: 'integer' }
    ? z.ZodNumber
    : F extends { nullable: true }
      ? z.ZodNullable<z.ZodString>
      : z.ZodString;
type CreateOf<F> = F extends { rule: infer R extends z.ZodType; default: unknown }
  ? z.ZodDefault<R>
  : F extends { rule: infer R extends z.ZodType }
    ? R
    : never;

/** The fields every ordered type has: shown or hidden, and where in the list. */
const orderedFields = {
  is_active: {
    kind: 'boolean',
    rule: z.boolean(),
    default: true,
    ui: { label: 'Active', input: 'checkbox' },
  },
  order_pos: { kind: 'integer', rule: OrderPos, default: 0, ui: { label: 'Order', input: 'number' } },
} as const satisfies Fields;
type OrderedFields = typeof orderedFields;

export interface ContentTypeSpec<F extends Fields, O extends boolean, S extends string = string> {
  /** The API segment, response key, public-cache scope and activity resource: `menu` → /api/menu, `{ menu }`. */
  name: string;
  table: string;
  /** The admin screens: the list, `${adminPath}/new`, `${adminPath}/edit/:id`. */
  adminPath: string;
  /** Its sidebar entry, placed after the entry labelled `after`. */
  nav: { label: string; after: string };
  /** How people call one and many (English: OpenAPI, export) and one in the admin's language. */
  label: { one: string; many: string; admin: string };
  /** For the API reference. */
  description: string;
  fields: F;
  /** Listed by `order_pos`, shown or hidden by `is_active`, reordered with `{ [reorderKey]: … }`. */
  ordered: O;
  reorderKey?: string;
  /** A rule over a whole record, after a create or a merge (a URL that must match its flag). */
  check?: (record: Record<string, unknown>) => string | undefined;
  /** The spec's texts for this type. */
  messages: { notFound: string; loadError: string; saveError: string; deleteConfirm: string };
  /** Its section in a content export, and what names an item across instances. */
  transfer: { section: S; key: keyof F & string; unique: boolean };
  /** The table records who created each record (`author_id`). */
  authored?: boolean;
  /** The 409 when a write would repeat a unique column (a slug). */
  conflict?: string;
  /** The flag whose change alone is logged as a toggle: `is_active` for ordered types. */
  toggle?: keyof F & string;
}

type AllFields<F extends Fields, O extends boolean> = O extends true ? F & OrderedFields : F;

const response = (field: AnyField): z.ZodType => {
  const base =
    field.kind === 'boolean' ? z.boolean() : field.kind === 'integer' ? z.number().int() : z.string();
  return field.nullable ? base.nullable() : base;
};

const mapFields = <F extends Fields, T>(fields: F, fn: (field: AnyField) => T) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fn(field)])) as {
    [K in keyof F]: T;
  };

/**
 * One content type, described once. The contract's schemas (entity, create, update) come from
 * it, and so do the API's routes and repository, the admin's list and form, the export section,
 * the OpenAPI tag, the activity label and the public-cache scope: each reads this description.
 */
export function defineContentType<const F extends Fields, const O extends boolean, const S extends string>(
  spec: ContentTypeSpec<F, O, S>,
) {
  const fields = (spec.ordered ? { ...spec.fields, ...orderedFields } : spec.fields) as AllFields<F, O>;
  const rules = mapFields(fields, (field) => field.rule);
  const entity = z.object({
    id: z.number(),
    ...(mapFields(fields, response) as { [K in keyof AllFields<F, O>]: ResponseOf<AllFields<F, O>[K]> }),
  });
  const create = z.strictObject(
    mapFields(fields, (field) =>
      'default' in field ? field.rule.default(field.default as never) : field.rule,
    ) as {
      [K in keyof AllFields<F, O>]: CreateOf<AllFields<F, O>[K]>;
    },
  );
  const update = z
    .strictObject({
      ...(rules as { [K in keyof AllFields<F, O>]: AllFields<F, O>[K]['rule'] }),
      id: z.number().optional(),
    })
    .partial();
  return {
    ...spec,
    fields,
    /** Response (no transforms), create (with defaults) and partial update (`id` accepted and ignored). */
    schemas: { entity, create, update },
    /** Names of the fields stored as flags (SQLite keeps them as 0/1). */
    booleans: Object.keys(fields).filter((name) => fields[name]?.kind === 'boolean'),
    /** Names of the rich-text fields, cleaned by the server's sanitiser on every write. */
    richText: Object.keys(fields).filter((name) => fields[name]?.kind === 'richtext'),
  };
}

/** Any declared type, as the code that serves every type reads it. */
export interface ContentType extends Omit<ContentTypeSpec<Fields, boolean>, 'transfer' | 'check' | 'toggle'> {
  fields: Record<string, AnyField>;
  transfer: { section: string; key: string; unique: boolean };
  toggle?: string;
  // biome-ignore lint/suspicious/noExplicitAny: a rule over any type's record
  check?: (record: any) => string | undefined;
  schemas: { entity: z.ZodType; create: z.ZodType; update: z.ZodType };
  booleans: string[];
  richText: string[];
}

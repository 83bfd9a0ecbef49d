import { z } from 'zod';
import { OrderPos } from './common.js';
import { optionalInstant } from './instants.js';

/**
 * What a field holds, which fixes its column and its JSON type: `string` a varchar of at most
 * `max` characters, `text` and `richtext` (HTML, sanitised on every write) an unbounded text,
 * `boolean` a flag, `integer` a 4-byte integer, `datetime` an instant (ISO 8601 in UTC, as
 * `2026-12-04T18:00:00.000Z`, kept in a varchar(32) so that text order is time order).
 */
export type FieldKind = 'string' | 'text' | 'richtext' | 'boolean' | 'integer' | 'datetime';

/** How the admin form asks for a field; by default from its kind. */
export type FieldInput =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'checkbox'
  | 'number'
  | 'colour'
  | 'image'
  | 'datetime';

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
  /** Shows how many of its `max` characters are used (a search result's title and description). */
  counter?: boolean;
  /** A slug made from this field as it is typed, on a new record, until typed by hand. */
  follows?: string;
  /** Grouped under this heading at the end of the form (`seo`: "Search engines", with a result preview). */
  group?: 'seo';
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

/** The fields of a seasonal type: shown from, and until, these instants (either may be left out). */
const seasonalFields = {
  active_from: optionalInstant('Show from'),
  active_until: optionalInstant('Show until'),
} as const satisfies Fields;
type SeasonalFields = typeof seasonalFields;

/**
 * The instant fields between which a record is public: from `from` (a post's `publish_at`) and
 * before `until`. Public reads change exactly at those instants, with no write then.
 */
export interface PublicWindow {
  from?: string;
  until?: string;
}

export interface ContentTypeSpec<
  F extends Fields,
  O extends boolean,
  S extends string = string,
  Z extends boolean = false,
  R extends string = string,
> {
  /** The API segment, response key, public-cache scope and activity resource: `menu` → /api/menu, `{ menu }`. */
  name: string;
  table: string;
  /** The admin screens: the list, `${adminPath}/new`, `${adminPath}/edit/:id`. */
  adminPath: string;
  /**
   * Where its routes live and the key its answers use, when not its name: the blog's are under
   * `/api/blog` and answer `{ post }`, the pages' under `/api/pages` and answer `{ page }`.
   */
  api?: { path: string; key: string };
  /** Where a record is on the public site, `:slug` standing for its slug (`/blog/:slug`, `/:slug`). */
  sitePath?: string;
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
  /** Public only between `active_from` and `active_until` (seasonal content); adds both fields. */
  seasonal?: Z;
  /** Public only between these instant fields of its own (a post's `publish_at`). */
  window?: PublicWindow;
  /** A rule over a whole record, after a create or a merge (a URL that must match its flag). */
  check?: (record: Record<string, unknown>) => string | undefined;
  /**
   * The spec's texts for this type, when not the standard ones its `label.one` makes ("FAQ entry
   * not found", "Error loading FAQ entry", "Error saving FAQ entry", "Are you sure you want to
   * delete this FAQ entry?").
   */
  messages?: ContentMessages;
  /** Its section in a content export, and what names an item across instances. */
  transfer: { section: S; key: keyof F & string; unique: boolean };
  /**
   * What an API token is given on it: `<resource>:read` for its admin reads, `<resource>:write`
   * for the rest of its admin routes and its image uploads; `label` is how the token form names
   * it (contract/tokens.ts builds the scopes from every declared type's).
   */
  scope: { resource: R; label: string };
  /** The table records who created each record (`author_id`). */
  authored?: boolean;
  /** The 409 when a write would repeat a unique column (a slug). */
  conflict?: string;
  /** The flag whose change alone is logged as a toggle: `is_active` for ordered types. */
  toggle?: keyof F & string;
  /**
   * The fields whose words its lists' `q` finds (rich text as its text), kept in the table's
   * `search_text` column on every write and indexed by the database (a published type's).
   */
  search?: readonly (keyof F & string)[];
}

export interface ContentMessages {
  notFound: string;
  loadError: string;
  saveError: string;
  deleteConfirm: string;
}

/** The spec's texts of a type called `one` ("Hero section"; "hero section" within a sentence). */
export function standardMessages(one: string): ContentMessages {
  // A name that starts with an acronym (FAQ) keeps its capitals within a sentence.
  const within = /^.[a-z]/.test(one) ? one.charAt(0).toLowerCase() + one.slice(1) : one;
  return {
    notFound: `${one} not found`,
    loadError: `Error loading ${within}`,
    saveError: `Error saving ${within}`,
    deleteConfirm: `Are you sure you want to delete this ${within}?`,
  };
}

type AllFields<F extends Fields, O extends boolean, Z extends boolean = false> = (O extends true
  ? F & OrderedFields
  : F) &
  (Z extends true ? SeasonalFields : unknown);

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
export function defineContentType<
  const F extends Fields,
  const O extends boolean,
  const S extends string,
  const Z extends boolean = false,
  const R extends string = string,
>(spec: ContentTypeSpec<F, O, S, Z, R>) {
  type All = AllFields<F, O, Z>;
  const fields = {
    ...spec.fields,
    ...(spec.ordered ? orderedFields : {}),
    ...(spec.seasonal ? seasonalFields : {}),
  } as All;
  const window: PublicWindow | undefined = spec.seasonal
    ? { from: 'active_from', until: 'active_until' }
    : spec.window;
  const rules = mapFields(fields, (field) => field.rule);
  const entity = z.object({
    id: z.number(),
    ...(mapFields(fields, response) as { [K in keyof All]: ResponseOf<All[K]> }),
    /**
     * The record's version: sent back in `If-Match` to save over no one's newer change. Every
     * answer carries it (lists too); optional here so a body may be built without it.
     */
    updated_at: z.string().optional(),
  });
  const create = z.strictObject(
    mapFields(fields, (field) =>
      'default' in field ? field.rule.default(field.default as never) : field.rule,
    ) as {
      [K in keyof All]: CreateOf<All[K]>;
    },
  );
  const update = z
    .strictObject({
      ...(rules as { [K in keyof All]: All[K]['rule'] }),
      id: z.number().optional(),
      // A record read and sent back whole carries its version: accepted, and ignored (If-Match
      // is what asks for the version check).
      created_at: z.string().max(64).optional(),
      updated_at: z.string().max(64).optional(),
    })
    .partial();
  const ownCheck = spec.check;
  return {
    ...spec,
    /** Its routes' segment and its answers' key (`/api/<path>`, `{ <key> }`). */
    api: spec.api ?? { path: spec.name, key: spec.name },
    messages: spec.messages ?? standardMessages(spec.label.one),
    fields,
    window,
    /** The type's own rule, then its window's: it must end after it starts. */
    check: (record: Record<string, unknown>) =>
      ownCheck?.(record as never) ?? (window ? windowProblem(window, record) : undefined),
    /**
     * Response (no transforms; with the record's `updated_at`), create (with defaults) and partial
     * update (`id`, `created_at` and `updated_at` accepted and ignored).
     */
    schemas: { entity, create, update },
    /** Names of the fields stored as flags (SQLite keeps them as 0/1). */
    booleans: Object.keys(fields).filter((name) => fields[name]?.kind === 'boolean'),
    /** Names of the rich-text fields, cleaned by the server's sanitiser on every write. */
    richText: Object.keys(fields).filter((name) => fields[name]?.kind === 'richtext'),
  };
}

/** A window whose end is not after its start shows nothing: refused, naming the end field. */
function windowProblem(window: PublicWindow, record: Record<string, unknown>): string | undefined {
  const from = window.from ? record[window.from] : null;
  const until = window.until ? record[window.until] : null;
  if (typeof from === 'string' && typeof until === 'string' && until <= from)
    return `${window.until}: must be after ${window.from}`;
  return undefined;
}

/** Any declared type, as the code that serves every type reads it. */
export interface ContentType
  extends Omit<
    ContentTypeSpec<Fields, boolean, string, boolean, string>,
    'transfer' | 'check' | 'toggle' | 'search'
  > {
  fields: Record<string, AnyField>;
  messages: ContentMessages;
  window: PublicWindow | undefined;
  api: { path: string; key: string };
  transfer: { section: string; key: string; unique: boolean };
  toggle?: string;
  search?: readonly string[];
  // biome-ignore lint/suspicious/noExplicitAny: a rule over any type's record
  check?: (record: any) => string | undefined;
  schemas: { entity: z.ZodType; create: z.ZodType; update: z.ZodType };
  booleans: string[];
  richText: string[];
}

/** Where a record of a type published by slug is on the public site (its `sitePath`, `/<api path>/<slug>` by default). */
export const sitePathOf = (type: Pick<ContentType, 'sitePath' | 'api'>, slug: string) =>
  (type.sitePath ?? `/${type.api.path}/:slug`).replace(':slug', slug);

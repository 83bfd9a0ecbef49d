import type { ContentType } from '@land-office/contract';
import type { ReactNode } from 'react';
import { contentResource, type RecordOf } from '../lib/content-resource';
import type { ContentListTexts } from '../lib/content-texts';
import { fieldLabelsOf, useTypeTexts } from '../lib/type-texts';
import { columnClass, defaultCell } from './content-cells';
import { type ContentColumn, ContentList } from './content-list';

type FieldName<D extends ContentType> = Extract<keyof D['fields'], string>;

/** A type's own cell for a field: the cell alone, or with its header and class too. */
export type CellOverride<T> =
  | ((item: T) => ReactNode)
  | { header?: string; cell?: (item: T) => ReactNode; className?: string };

export interface ContentTypeListProps<D extends ContentType> {
  type: D;
  /** The columns, in order; by default the fields the declaration lists and those given a cell here. */
  columns?: readonly FieldName<D>[];
  /** Cells of the type's own (the services' icon, the banners' image preview). */
  cells?: { [K in FieldName<D>]?: CellOverride<RecordOf<D>> };
  /** The record's name for screen readers; by default its first listed text field. */
  itemLabel?: (item: RecordOf<D>) => string;
  /** Texts the spec words otherwise than the ones derived from the type's names. */
  texts?: Partial<ContentListTexts>;
}

/**
 * The list screen of a declared ordered type: `ContentList` with its columns read from the
 * declaration (`ui.list` fields: header from `ui.label`, width from the class, a cell by kind),
 * its texts derived from the type's names and spec messages, each overridable by the type.
 */
export function ContentTypeList<D extends ContentType>({ type, ...props }: ContentTypeListProps<D>) {
  const fields = type.fields;
  const texts = useTypeTexts(type);
  const headers = fieldLabelsOf(texts);
  const cells: Partial<Record<string, CellOverride<RecordOf<D>>>> = props.cells ?? {};
  const names =
    props.columns ?? Object.keys(fields).filter((name) => fields[name]?.ui.list || cells[name] !== undefined);
  const columns = names.map((name, index): ContentColumn<RecordOf<D>> => {
    const field = fields[name] as ContentType['fields'][string];
    const own = cells[name];
    const override = typeof own === 'function' ? { cell: own } : (own ?? {});
    return {
      header: override.header ?? headers[name] ?? name,
      cell: override.cell ?? defaultCell(field, name),
      className: override.className ?? columnClass(field, index === 0),
    };
  });
  const labelField = Object.keys(fields).find((name) => {
    const field = fields[name];
    return (
      field?.ui.list && field.kind === 'string' && ['text', 'textarea', undefined].includes(field.ui.input)
    );
  });
  const itemLabel =
    props.itemLabel ??
    ((item: RecordOf<D>) =>
      String((labelField && (item as Record<string, unknown>)[labelField]) || `${texts.one} ${item.id}`));

  return (
    <ContentList
      resource={contentResource(type)}
      basePath={type.adminPath}
      itemLabel={itemLabel}
      texts={{ ...texts.list, ...props.texts }}
      columns={columns}
    />
  );
}

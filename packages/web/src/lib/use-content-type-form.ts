import type { ContentType } from '@land-office/contract';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { contentResource } from './content-resource';
import { fieldLabelsOf, useTypeTexts } from './type-texts';
import { type ContentFormOptions, type FormSaves, useContentForm } from './use-content-form';

type Create<D extends ContentType> = D['schemas']['create'];
/** The resolver's view of a create schema: react-hook-form wants object values. */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface ContentTypeFormOptions<D extends ContentType, T extends { id: number }>
  extends Partial<Omit<ContentFormOptions<T, unknown, unknown, Create<D>>, 'resource' | 'check'>> {
  record?: T;
  /** The saves, when the type is not served by the shared content routes (blog). */
  resource?: FormSaves<z.input<Create<D>>, Partial<z.input<Create<D>>>>;
  /** `false`: the record rule is applied by the type's own `beforeSave` (after an upload settles). */
  check?: false;
}

/**
 * The form values of a record, or of a new one: each declared field's value, its default, or ''
 * for a required text. Inputs hold '' for nothing; the schema turns it back into null.
 */
export function formValues(type: Pick<ContentType, 'fields'>, record?: object): Record<string, unknown> {
  const stored = record as Record<string, unknown> | undefined;
  return Object.fromEntries(
    Object.entries(type.fields).map(([name, field]) => {
      const start = 'default' in field ? field.default : field.kind === 'boolean' ? false : '';
      return [name, (stored ? stored[name] : start) ?? ''];
    }),
  );
}

/**
 * `useContentForm` read from a declaration: the create schema as resolver, `check` as the
 * record rule, the starting values, the list path and the save error, all from the type.
 */
export function useContentTypeForm<D extends ContentType, T extends { id: number }>(
  type: D,
  options: ContentTypeFormOptions<D, T> = {},
) {
  const { check, resource, ...rest } = options;
  const texts = useTypeTexts(type);
  return useContentForm<T, unknown, unknown, FormSchema>({
    resource: (resource ?? contentResource(type)) as FormSaves<unknown, unknown>,
    schema: type.schemas.create as unknown as FormSchema,
    check: check === false ? undefined : type.check,
    values: (record) => formValues(type, record),
    listPath: type.adminPath,
    saveError: texts.saveError,
    labels: fieldLabelsOf(texts),
    ...(rest as Partial<ContentFormOptions<T, unknown, unknown, FormSchema>>),
  });
}

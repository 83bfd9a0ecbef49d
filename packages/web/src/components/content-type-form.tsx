import type { ContentType, FieldInput, FieldKind } from '@land-office/contract';
import { blogSlug, sitePathOf } from '@land-office/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Controller, type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldTexts } from '../i18n/en/types';
import { contentResource, type RecordOf } from '../lib/content-resource';
import { useSiteUrl } from '../lib/site-time';
import { fieldLabelsOf, useTypeTexts } from '../lib/type-texts';
import { useContentTypeForm } from '../lib/use-content-type-form';
import { CheckboxField, ContentForm } from './content-form';
import { DateTimeField } from './date-time-field';
import { Field, inputClass } from './field';
import { FormWithHistory } from './history-disclosure';
import { MediaPickerButton } from './media-picker';
import { RecordFormPage } from './record-form-page';
import { RichTextEditor } from './rich-text-editor';
import { plainText, SearchPreview } from './search-preview';

type DeclaredField = ContentType['fields'][string];

/** How a field is asked for when its declaration names no input: by what it holds. */
const inputOf: Record<FieldKind, FieldInput> = {
  string: 'text',
  text: 'textarea',
  richtext: 'richtext',
  boolean: 'checkbox',
  integer: 'number',
  datetime: 'datetime',
};

/**
 * The fields in the order a person fills them: the type's own, then Order, then Active, as
 * every content form of the admin ends; those of a group (search engines) come after, on their own.
 */
const formOrder = (fields: ContentType['fields']) => {
  const names = Object.keys(fields).filter(
    (name) => name !== 'order_pos' && name !== 'is_active' && !fields[name]?.ui.group,
  );
  return [...names, ...['order_pos', 'is_active'].filter((name) => name in fields)];
};
const seoFieldsOf = (fields: ContentType['fields']) =>
  Object.keys(fields).filter((name) => fields[name]?.ui.group === 'seo');

/**
 * The create/edit form of a declared type, each field asked for by its declared input (text,
 * textarea, rich text, checkbox, number, a select of its options), checked by the contract's
 * create schema and the type's record rule before it is sent; without `record` it creates.
 */
export function ContentTypeForm<D extends ContentType>({ type, record }: { type: D; record?: RecordOf<D> }) {
  const { form, frame, draftVersion } = useContentTypeForm(type, { record });
  const texts = useTypeTexts(type);
  useFollowingSlugs(type, form, !record);
  const input = (name: string) => (
    <DeclaredInput
      key={name}
      name={name}
      field={type.fields[name] as DeclaredField}
      texts={texts.fields[name] ?? { label: name }}
      form={form}
      version={draftVersion}
    />
  );
  return (
    <ContentForm
      heading={record ? texts.form.edit : texts.form.create}
      {...frame}
      submitLabel={texts.form.save}
      preview={record && { resource: type.name, id: record.id }}
    >
      {formOrder(type.fields).map(input)}
      <SeoFieldset type={type} form={form} version={draftVersion} />
    </ContentForm>
  );
}

/**
 * The search-engine fields of a type that has them (posts, pages), grouped under "Search
 * engines", with the character counts and a preview of the result from what the form holds.
 */
export function SeoFieldset({
  type,
  form,
  version,
}: {
  type: ContentType;
  // biome-ignore lint/suspicious/noExplicitAny: any form holding the type's fields
  form: UseFormReturn<any, unknown, any>;
  version: number;
}) {
  const texts = useTypeTexts(type);
  const { t } = useTranslation('publishing');
  const names = seoFieldsOf(type.fields);
  if (names.length === 0) return null;
  return (
    <fieldset className="space-y-5 rounded border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-700">{t('seo.heading')}</legend>
      {names.map((name) => (
        <DeclaredInput
          key={name}
          name={name}
          field={type.fields[name] as DeclaredField}
          texts={texts.fields[name] ?? { label: name }}
          form={form}
          version={version}
        />
      ))}
      <DeclaredSearchPreview type={type} form={form} />
    </fieldset>
  );
}

/** On a new record, each slug made from the field it follows until the slug is typed by hand. */
function useFollowingSlugs(
  type: ContentType,
  form: UseFormReturn<FieldValues, unknown, FieldValues>,
  creating: boolean,
) {
  const followers = Object.entries(type.fields).flatMap(([name, field]) =>
    field.ui.follows ? [{ name, source: field.ui.follows }] : [],
  );
  const typedByHand = useRef(new Set<string>());
  useEffect(() => {
    if (!creating || followers.length === 0) return;
    const watching = form.watch((values, { name: changed, type: how }) => {
      for (const { name, source } of followers) {
        if (changed === name && how === 'change') typedByHand.current.add(name);
        if (changed === source && !typedByHand.current.has(name))
          form.setValue(name, blogSlug(String(values[source] ?? '')), { shouldDirty: true });
      }
    });
    return () => watching.unsubscribe();
  }, [form, creating, followers]);
}

/** The result preview of a type with search-engine fields, from what the form holds now. */
function DeclaredSearchPreview({
  type,
  form,
}: {
  type: ContentType;
  form: UseFormReturn<FieldValues, unknown, FieldValues>;
}) {
  const values = useWatch({ control: form.control }) as Record<string, unknown>;
  const site = useSiteUrl();
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const path = `${site ?? ''}${sitePathOf(type, text('slug') || '…')}`;
  const body = type.richText[0];
  return (
    <SearchPreview
      title={text('meta_title') || text('title')}
      path={path}
      description={text('meta_description') || text('excerpt') || (body ? plainText(text(body)) : '')}
      noindex={Boolean(values.noindex)}
    />
  );
}

/** How many of its characters a field uses, said when it changes; over the limit it turns red. */
function CharacterCount({
  form,
  name,
  max,
}: {
  form: UseFormReturn<FieldValues, unknown, FieldValues>;
  name: string;
  max: number;
}) {
  const { t } = useTranslation('publishing');
  const value = useWatch({ control: form.control, name });
  const count = typeof value === 'string' ? value.length : 0;
  return (
    <span
      className={`text-xs tabular-nums ${count > max ? 'text-red-600' : 'text-slate-600'}`}
      aria-live="polite"
    >
      {t('seo.count', { count, max })}
    </span>
  );
}

function DeclaredInput({
  name,
  field,
  texts,
  form,
  version,
}: {
  name: string;
  field: DeclaredField;
  /** Its label, help and option names in the admin's language. */
  texts: FieldTexts;
  form: UseFormReturn<FieldValues, unknown, FieldValues>;
  /** Changes when a draft is restored: the rich-text editor starts again from the restored value. */
  version: number;
}) {
  const { label, help } = texts;
  const options = field.ui.options?.map((option) => ({
    value: option.value,
    label: texts.options?.[option.value] ?? option.label,
  }));
  const error = form.formState.errors[name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  const input = options ? 'select' : (field.ui.input ?? inputOf[field.kind]);

  if (input === 'checkbox')
    return <CheckboxField label={label} hint={help} error={message} {...form.register(name)} />;
  if (input === 'datetime')
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field: value }) => (
          <DateTimeField
            label={label}
            hint={help}
            value={value.value}
            onChange={(instant) => value.onChange(instant ?? '')}
            onBlur={value.onBlur}
            error={message}
          />
        )}
      />
    );
  if (input === 'richtext')
    return (
      <div>
        <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
        <Controller
          control={form.control}
          name={name}
          render={({ field: value, fieldState }) => (
            <RichTextEditor
              key={version}
              label={label}
              initialHtml={String(value.value ?? '')}
              onChange={value.onChange}
              invalid={Boolean(fieldState.error)}
            />
          )}
        />
        {help && !message && <span className="mt-1 block text-xs text-slate-600">{help}</span>}
        {message && <span className="mt-1 block text-sm text-red-600">{message}</span>}
      </div>
    );
  if (input === 'image')
    return (
      <div className="space-y-2">
        <Field label={label} error={message} hint={help}>
          <input {...form.register(name)} maxLength={field.max} type="url" className={inputClass} />
        </Field>
        <MediaPickerButton
          label={label}
          onPick={(item) => form.setValue(name, item.url, { shouldDirty: true, shouldValidate: true })}
        />
      </div>
    );
  const count =
    field.ui.counter && field.max ? <CharacterCount form={form} name={name} max={field.max} /> : null;
  return (
    <Field label={label} error={message} hint={help} extra={count}>
      {input === 'select' ? (
        <select {...form.register(name)} className={inputClass}>
          {field.nullable && <option value="">—</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : input === 'textarea' ? (
        <textarea {...form.register(name)} rows={field.ui.counter ? 2 : 4} className={inputClass} />
      ) : input === 'number' ? (
        <input type="number" step={1} {...form.register(name)} className={`${inputClass} max-w-32`} />
      ) : (
        <input
          {...form.register(name)}
          maxLength={field.max}
          type="text"
          className={input === 'colour' ? `${inputClass} max-w-40 font-mono` : inputClass}
        />
      )}
    </Field>
  );
}

/**
 * /new and /edit/:id of a declared type: the record loaded in edit mode, the declared "not
 * found" and load error, then the type's own form (`children`) or, by default, the generic one;
 * an existing record's form has its History under it.
 */
export function ContentTypeFormPage<D extends ContentType>({
  type,
  children,
}: {
  type: D;
  children?: (record?: RecordOf<D>) => ReactNode;
}) {
  const resource = contentResource(type);
  const texts = useTypeTexts(type);
  const qc = useQueryClient();
  const form =
    children ?? ((record) => <ContentTypeForm key={record?.id ?? 'new'} type={type} record={record} />);
  return (
    <RecordFormPage useRecord={resource.useItem} {...texts.page} listPath={type.adminPath}>
      {(record) =>
        record ? (
          <FormWithHistory
            resource={type.name}
            id={record.id}
            current={record}
            labels={fieldLabelsOf(texts)}
            richText={type.richText}
            reload={() => qc.invalidateQueries({ queryKey: resource.keys.detail(record.id) })}
          >
            {form(record)}
          </FormWithHistory>
        ) : (
          form(undefined)
        )
      }
    </RecordFormPage>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorText } from './api-client';
import type { ContentRecord, ContentResource } from './content-types';
import { serverFieldError } from './server-field-error';
import { useFlash } from './use-flash';
import { useUnsavedChanges } from './use-unsaved-changes';

export interface ContentFormOptions<T extends ContentRecord, C, U, S extends z.ZodType> {
  resource: ContentResource<T, C, U>;
  /** The record being edited; without one the form creates. */
  record?: T;
  /** The contract's create schema: the form checks what the server checks, written once. */
  schema: S;
  /** The form's starting values, from the record or the defaults of a new one. */
  values: (record?: T) => z.input<S>;
  /** Where to go after a save, e.g. "/admin/services". */
  listPath: string;
  /** The spec's save error, shown when the server gives no text of its own (or is unreachable). */
  saveError: string;
  /** Success texts (banners say them, then return to the list after `returnAfterMs`). */
  saved?: { created: string; updated: string };
  returnAfterMs?: number;
}

/**
 * The behaviour every content form shares: react-hook-form with the contract's schema, create or
 * full update through the resource, a server "field: problem" shown beside its field and in the
 * flash banner, an unsaved-changes prompt, then back to the list.
 */
export function useContentForm<T extends ContentRecord, C, U, S extends z.ZodType<FieldValues, FieldValues>>(
  options: ContentFormOptions<T, C, U, S>,
) {
  const { resource, record, schema, listPath } = options;
  const navigate = useNavigate();
  const create = resource.useCreate();
  const update = resource.useUpdate();
  const { flash, show } = useFlash();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // biome-ignore lint/suspicious/noExplicitAny: the resolver's overloads cannot follow a generic schema
    resolver: zodResolver(schema as any),
    defaultValues: options.values(record) as DefaultValues<z.input<S>>,
  });
  const { allowLeaving } = useUnsavedChanges(form.formState.isDirty);
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);

  const save = form.handleSubmit(async (values) => {
    try {
      if (record) await update.mutateAsync({ id: record.id, body: values as unknown as U });
      else await create.mutateAsync(values as unknown as C);
    } catch (error) {
      const text = errorText(error, options.saveError);
      const problem = serverFieldError(text, Object.keys(form.getValues()));
      if (problem) form.setError(problem.field as Path<z.input<S>>, { message: problem.message });
      show(text, { isError: true });
      return;
    }
    allowLeaving();
    const text = record ? options.saved?.updated : options.saved?.created;
    if (text) show(text);
    if (options.returnAfterMs) leaving.current = setTimeout(() => navigate(listPath), options.returnAfterMs);
    else navigate(listPath);
  });

  return { form, save, flash, busy: form.formState.isSubmitting, editing: Boolean(record) };
}

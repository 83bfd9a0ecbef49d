import { createElement, Fragment, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { LandOfficeError } from './api';
import { fieldNamed, fieldPrefixed } from './field-prefix';
import { formResolver } from './form-resolver';
import { refusalText } from './refusal-text';
import { useDraft } from './use-draft';
import { useFlash } from './use-flash';
import { useSaveConflict } from './use-save-conflict';
import { useUnsavedChanges } from './use-unsaved-changes';

/** The saves a form makes: a content resource, or a type's own hooks of the same shape (blog). */
export interface FormSaves<C, U> {
  useCreate: () => { mutateAsync: (body: C) => Promise<unknown> };
  /** `version`: the one the record was opened at, sent as `If-Match` (the answer keeps the new one). */
  useUpdate: () => { mutateAsync: (change: { id: number; body: U; version?: string }) => Promise<unknown> };
}

export interface ContentFormOptions<T extends { id: number }, C, U, S extends z.ZodType> {
  resource: FormSaves<C, U>;
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
  /**
   * The record-wide rule the server also applies after merging (e.g. a link that must match its
   * Internal/External flag): answers "field: problem", shown beside that field before sending.
   */
  check?: (values: z.output<S>) => string | undefined;
  /** Success texts (banners say them, then return to the list after `returnAfterMs`). */
  saved?: { created: string; updated: string };
  returnAfterMs?: number;
  /**
   * After the schema's check, before the save: finishes what the values wait for (a pending
   * upload) and may change them. To stop the save, answer `fail(text, field?)`: the text shows as a
   * server error would (beside `field` when given, and in the flash banner).
   */
  beforeSave?: (
    values: z.output<S>,
    fail: (text: string, field?: string) => undefined,
  ) => Promise<z.output<S> | undefined>;
  /** After a successful save, with the values saved. */
  afterSave?: (values: z.output<S>) => void;
  /** Unsaved work the form's fields do not hold (a picked file not uploaded yet). */
  unsaved?: boolean;
  /** What a person calls each field (`order_pos` → "Order"), for messages that name one. */
  labels?: Record<string, string>;
}

/**
 * The behaviour every content form shares: react-hook-form with the contract's schema, create or
 * full update through the resource, a server "field: problem" shown beside its field and in the
 * flash banner, an unsaved-changes prompt, then back to the list. An update is sent at the
 * version the record was opened at; a change someone made meanwhile opens the conflict dialog.
 */
export function useContentForm<T extends { id: number }, C, U, S extends z.ZodType<FieldValues, FieldValues>>(
  options: ContentFormOptions<T, C, U, S>,
) {
  const { resource, record, schema, listPath } = options;
  const navigate = useNavigate();
  const create = resource.useCreate();
  const update = resource.useUpdate();
  const { flash, show } = useFlash();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: formResolver(withCheck(schema, options.check)),
    defaultValues: options.values(record) as DefaultValues<z.input<S>>,
  });
  // The work in progress, kept in this browser until it is saved.
  const draft = useDraft(form, `${listPath}/${record?.id ?? 'new'}`);
  // Saved and about to return to the list: no second save meanwhile.
  const [saved, setSaved] = useState(false);
  const { allowLeaving } = useUnsavedChanges(!saved && (form.formState.isDirty || Boolean(options.unsaved)));
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);
  const conflict = useSaveConflict(form, { record, labels: options.labels, resend: () => save() });

  /**
   * A refusal shown where the eye goes: beside `named`, its field, or the field of the form its
   * text starts with (marked invalid, and focused),
   * and in the message region under the field's label ("Order: …", not "order_pos: …").
   */
  const fail = (text: string, named?: string) => {
    const fields = Object.keys(form.getValues());
    // A contract rule's text names its field first ("link_url: an internal page needs…"), as does
    // the server's English beside its `field` ("order_pos: must be…"): beside it, the rest.
    const prefixed = fieldPrefixed(text, named ? [named] : fields);
    const known = fieldNamed(named, fields) ?? (named ? undefined : prefixed?.field);
    const rest = prefixed?.message;
    if (known) form.setError(known as Path<z.input<S>>, { message: rest ?? text }, { shouldFocus: true });
    const label = known && options.labels?.[known];
    show(label && rest ? `${label}: ${rest}` : text, { isError: true });
    return undefined;
  };

  const save = form.handleSubmit(async (checked) => {
    const values = options.beforeSave ? await options.beforeSave(checked, fail) : checked;
    if (!values) return;
    try {
      if (record)
        conflict.saved(
          await update.mutateAsync({
            id: record.id,
            body: values as unknown as U,
            version: conflict.version(),
          }),
        );
      else await create.mutateAsync(values as unknown as C);
    } catch (error) {
      if (conflict.caught(error, values)) return;
      fail(refusalText(error, options.saveError), error instanceof LandOfficeError ? error.field : undefined);
      return;
    }
    allowLeaving();
    draft.clear();
    setSaved(true);
    options.afterSave?.(values);
    const text = record ? options.saved?.updated : options.saved?.created;
    if (text) show(text);
    if (options.returnAfterMs) leaving.current = setTimeout(() => navigate(listPath), options.returnAfterMs);
    else navigate(listPath);
  });

  const busy = form.formState.isSubmitting || saved;
  // Above the fields: the offer to restore a draft; the conflict dialog shows over the page.
  const notice = createElement(Fragment, null, draft.prompt, conflict.dialog);
  /** The props of the `ContentForm` frame, to spread onto it. */
  const frame = { flash, busy, onSubmit: save, listPath, notice };
  return {
    form,
    save,
    flash,
    /** Shows a problem found outside a save (e.g. a failed upload) the way a save error shows. */
    fail,
    busy,
    frame,
    /**
     * "Restore unsaved changes from …?", when this browser kept a draft, and the dialog of a save
     * that met someone else's change: render above the fields.
     */
    draftPrompt: notice,
    /**
     * Changes when a draft is restored or their values are taken after a conflict: the key of an
     * editor that reads its value once (Quill).
     */
    draftVersion: draft.version + conflict.merges,
    editing: Boolean(record),
  };
}

function withCheck<S extends z.ZodType>(schema: S, check?: (values: z.output<S>) => string | undefined) {
  if (!check) return schema;
  return schema.superRefine((values, ctx) => {
    const text = check(values);
    if (!text) return;
    const named = fieldPrefixed(text, Object.keys(values as object));
    ctx.addIssue({ code: 'custom', path: named ? [named.field] : [], message: named?.message ?? text });
  });
}

import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { ConflictChoice, ConflictField } from '../components/conflict-dialog';
import { LandOfficeError } from './api';
import { versionOf } from './record-version';

// Only a refused save opens it: its code is loaded then, not with every form.
const ConflictDialog = lazy(() => import('../components/conflict-dialog'));

/** What a 412 answers: the server's sentence, the record as it now is, and its version. */
interface Refusal {
  message: string;
  current: Record<string, unknown>;
  version: string | undefined;
  fields: ConflictField[];
}

/** '' and null are the same nothing to a person (an input holds '', the record null). */
const comparable = (value: unknown) => JSON.stringify(value ?? '');
const sameValue = (a: unknown, b: unknown) => comparable(a) === comparable(b);

/** The body of a 412 (`{ error, current, version }`), when `error` is one. */
function refusalOf(error: unknown) {
  if (!(error instanceof LandOfficeError) || error.status !== 412) return undefined;
  const body = error.body as { current?: unknown; version?: unknown } | undefined;
  if (!body?.current || typeof body.current !== 'object') return undefined;
  return {
    message: error.message,
    current: body.current as Record<string, unknown>,
    version: typeof body.version === 'string' ? body.version : undefined,
  };
}

/**
 * No silent overwrite (issue "Content history" §4) for a form editing one record: keeps the
 * version the record was opened at (`version()`, sent as `If-Match`; `saved(record)` after a
 * save keeps the new one). When the server refuses a save because someone changed the record
 * meanwhile (412), `caught` opens a dialog with their values beside the ones sent, field by
 * field: "Keep mine" or "Take theirs" (`sent`: the values as the form holds them). Save puts their chosen values into the form and sends it
 * again (`resend`) at the version the server now has; Cancel leaves the form as it is.
 */
export function useSaveConflict<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  options: {
    /** The record as the form opened it, its version read beside it. */
    record?: object;
    /** What a person calls each field; its name otherwise. */
    labels?: Record<string, string>;
    /**
     * The form's values for a record as the server answers it, when the form holds them otherwise
     * (a settings form's select for a boolean): what `caught` compares with the values it is given.
     */
    toValues?: (record: Record<string, unknown>) => object;
    /** Sends the form again (its submit handler). */
    resend: () => unknown;
  },
) {
  const opened = useRef(versionOf(options.record));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Counts the takings of their values: an editor that reads its value once (Quill) is keyed by it.
  const [merges, setMerges] = useState(0);

  const caught = (error: unknown, sent: object): boolean => {
    const found = refusalOf(error);
    if (!found) return false;
    const mine = sent as Record<string, unknown>;
    const theirs = (options.toValues?.(found.current) ?? found.current) as Record<string, unknown>;
    const fields = Object.keys(mine)
      .filter((name) => name in theirs && !sameValue(theirs[name], mine[name]))
      .map((name) => ({
        name,
        label: options.labels?.[name] ?? name,
        theirs: theirs[name],
        mine: mine[name],
      }));
    setRefusal({ ...found, fields });
    return true;
  };

  const merge = (choices: Record<string, ConflictChoice>) => {
    if (!refusal) return;
    const taken = refusal.fields.filter((field) => choices[field.name] === 'theirs');
    for (const field of taken)
      form.setValue(field.name as Path<V>, (field.theirs ?? '') as PathValue<V, Path<V>>, {
        shouldDirty: true,
      });
    if (taken.length) setMerges((n) => n + 1);
    opened.current = refusal.version;
    setRefusal(null);
    options.resend();
  };

  const dialog: ReactNode = refusal ? (
    <Suspense fallback={null}>
      <ConflictDialog
        heading={refusal.message}
        fields={refusal.fields}
        onSave={merge}
        onCancel={() => setRefusal(null)}
      />
    </Suspense>
  ) : null;

  return {
    /** The version to send with the next save (`If-Match`), if the record has one. */
    version: () => opened.current,
    /** After a successful save: the record as saved, whose version the next save sends. */
    saved: (record: unknown) => {
      opened.current = typeof record === 'object' && record ? versionOf(record) : undefined;
    },
    caught,
    /** The dialog, to render in the form (it shows over the page). */
    dialog,
    merges,
  };
}

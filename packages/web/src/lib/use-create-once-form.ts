import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from './form-resolver';
import { refusalText } from './refusal-text';
import { useFlash } from './use-flash';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * A form that makes something whose answer is shown once (a webhook endpoint and its secret, an
 * invitation and its link, an API token): the contract's schema checks it before sending; a
 * refusal shows in the flash banner and, when `refusedField` names the field it is about, beside
 * it (focused); the answer goes to `onCreated`, leaving the form without asking. `frame` is what
 * ContentForm takes.
 */
export function useCreateOnceForm<S extends z.ZodType<FieldValues, FieldValues>, Result>(options: {
  schema: S;
  defaultValues: z.input<S>;
  create: (body: z.output<S>) => Promise<Result>;
  onCreated: (result: Result) => void;
  /** Said when the server gives no text of its own (or cannot be reached). */
  saveError: string;
  refusedField: (error: unknown) => { field: string; message: string } | undefined;
}) {
  const { flash, show } = useFlash();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: formResolver(options.schema),
    defaultValues: options.defaultValues as DefaultValues<z.input<S>>,
  });
  const { allowLeaving } = useUnsavedChanges(form.formState.isDirty);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await options.create(body);
      allowLeaving();
      options.onCreated(result);
    } catch (error) {
      const text = refusalText(error, options.saveError);
      const problem = options.refusedField(error);
      if (problem)
        form.setError(problem.field as Path<z.input<S>>, { message: problem.message }, { shouldFocus: true });
      show(text, { isError: true });
    }
  });

  return { form, frame: { flash, busy: form.formState.isSubmitting, onSubmit } };
}

import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueText } from './refusal-text';

type Issue = z.core.$ZodIssue;

/** The issue to show of a union none of whose members matched: the closest member's first. */
const shown = (issue: Issue): Issue =>
  issue.code === 'invalid_union' && issue.errors.length
    ? (issue.errors.reduce((closest, branch) => (branch.length < closest.length ? branch : closest))[0] ??
      issue)
    : issue;

/**
 * react-hook-form's resolver for a contract schema: the same rules as the server, each refusal
 * said in the admin's language by what kind it is (`issueText`), never by reading zod's English.
 */
export function formResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const own = shown(issue);
      const path = [...issue.path, ...(own === issue ? [] : own.path)];
      const key = path.join('.');
      errors[key] ??= { type: own.code, message: issueText({ ...own, path } as Issue, values) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

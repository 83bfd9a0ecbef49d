import type { z } from 'zod';
import { issueText } from '../../lib/refusal-text';

/**
 * A form field checked by the contract's schema, as react-hook-form's `validate` wants it: true,
 * or the schema's message for that field (the server's own words for the same rule), said in
 * the admin's language as `issueText` says it.
 */
export function fieldCheck(
  schema: z.ZodType,
  body: Record<string, unknown>,
  field: string,
  label?: string,
): true | string {
  const issue = schema.safeParse(body).error?.issues.find((found) => found.path[0] === field);
  return issue ? issueText(issue, body, label) : true;
}

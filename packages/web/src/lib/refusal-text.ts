import { LandOfficeError } from '@land-office/client/refusals';
import {
  type ErrorBody,
  type ErrorCode,
  type IssueFacts,
  issueCode,
  type Operation,
  type Role,
  userMessages,
} from '@land-office/contract';
import type { z } from 'zod';
import { currentLanguage, i18next } from '../i18n';
import { labelOfField } from './field-labels';

/** What a refusal says beside its code: the field it is about, and what the catalogue's text names. */
export type RefusalDetails = Partial<Pick<ErrorBody, 'field' | 'max' | 'role' | 'operation'>> & {
  /** What the screen calls the field, when it knows better than the admin's shared labels. */
  label?: string;
};

/** The admin speaks the server's language (English, or the spec's default): its text is said as sent. */
const speaksEnglish = () => currentLanguage() !== 'pt-BR';

/**
 * A refusal said by its code in the admin's language: the catalogue's text, with the field's
 * label, the limit, the role and what it may not do; undefined when the catalogue has none.
 */
export function codeText(code: ErrorCode, details: RefusalDetails): string | undefined {
  const { field, max, role, operation } = details;
  if (code === 'forbidden' && role && operation)
    return i18next.t('problems:roleForbidden', {
      role: i18next.t(`common:roles.${role}`),
      operation: i18next.t(`problems:operations.${operation}`),
    });
  const values = { label: details.label ?? (field ? labelOfField(field) : ''), max };
  if (field && i18next.exists(`problems:fields.${code}`))
    return i18next.t(`problems:fields.${code}` as never, values) as string;
  if (i18next.exists(`problems:codes.${code}`))
    return i18next.t(`problems:codes.${code}` as never, values) as string;
  return undefined;
}

/** The value at `path` of a form's values, to tell a value left out from a wrong one. */
/**
 * What a form's own check (the contract's zod schema, in the browser) says of `issue`, in the
 * admin's language: zod's (the contract's) English as is, or the catalogue's text for the kind of
 * refusal it is, as the server would code it: `required`, `too_long`, else `validation`.
 */
export function issueText(issue: z.core.$ZodIssue, values: unknown, label?: string): string {
  if (speaksEnglish()) return issue.message;
  const field = issue.path.join('.') || undefined;
  const { code, max } = issueCode(issue as IssueFacts, values);
  return codeText(code, { field, label, max }) ?? issue.message;
}

/** The server's own text of a refusal, or '' when it sent none (a proxy's page, the network). */
const serverText = (error: LandOfficeError) =>
  error.status === 0 || error.message === `Request failed (${error.status})` ? '' : error.message;

/**
 * What the admin says of a refusal: in English (and the default language) the server's own text,
 * the spec's words; in Portuguese the catalogue's text for its code, naming the field by its label.
 * A code the catalogue does not know, or none, shows the server's text; `fallback` is said when
 * there is no refusal to tell (the network failed, the answer had no text) — else the error's
 * message; `label` is what the screen calls the refused field, when the shared labels do not know it.
 */
export function refusalText(error: unknown, fallback?: string, label?: string): string {
  if (!(error instanceof LandOfficeError)) return fallback ?? (error instanceof Error ? error.message : '');
  const text = serverText(error);
  if (!text) return fallback ?? error.message;
  if (speaksEnglish() || !error.code) return text;
  return codeText(error.code, { ...(error.body as RefusalDetails), field: error.field, label }) ?? text;
}

/**
 * The refusal of the signed-in role (403: "Your role (editor) cannot change site settings"), said
 * in the admin's language, for screens that otherwise show a text of their own; undefined else.
 */
export function forbiddenText(error: unknown): string | undefined {
  return error instanceof LandOfficeError && error.status === 403 && serverText(error)
    ? refusalText(error)
    : undefined;
}

/** What a screen says when `error` kept it from loading: the role's refusal, else its own `fallback`. */
export const loadErrorText = (error: unknown, fallback: string) => forbiddenText(error) ?? fallback;

/** What the admin says where the signed-in role may not go: the server's words, in the admin's language. */
export const roleRefusalText = (role: Role, operation: Operation) =>
  (speaksEnglish() ? undefined : codeText('forbidden', { role, operation })) ??
  userMessages.forbidden(role, operation);

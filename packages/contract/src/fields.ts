import { z } from 'zod';
import { required } from './common.js';
import type { FieldUi } from './content-type.js';

/** What a person typed as nothing ('' or absent) is stored as null. */
export const emptyToNull = (value: string | null | undefined) => (value ? value : null);

type Ui = Omit<FieldUi, 'label'>;

/** A line (or, with `input: 'textarea'`, lines) of text that must be given: trimmed, at most `max`. */
export const requiredText = <const M extends number>(label: string, max: M, ui: Ui = {}) =>
  ({
    kind: 'string',
    max,
    rule: z.string(required(label)).trim().min(1, required(label)).max(max),
    ui: { label, ...ui },
  }) as const;

/** Text that may be left out: trimmed, at most `max`, stored as null when empty. */
export const optionalText = <const M extends number>(label: string, max: M, ui: Ui = {}) =>
  ({
    kind: 'string',
    max,
    nullable: true,
    rule: z.string().trim().max(max).nullish().transform(emptyToNull),
    default: null,
    ui: { label, ...ui },
  }) as const;

/** Rich-text HTML that must be given; the server sanitises it on every write. */
export const requiredRichText = (label: string, max: number) =>
  ({
    kind: 'richtext',
    rule: z.string(required(label)).min(1, required(label)).max(max),
    ui: { label },
  }) as const;

/** The optional link of a tile, banner or hero (checked against `is_external` by the type's `check`). */
export const optionalLinkUrl = optionalText('Link URL (optional)', 2048, { list: true });

/** Whether a link leaves the site: then it must be a full http(s) URL, else a path of this site. */
export const externalFlag = {
  kind: 'boolean',
  rule: z.boolean(),
  default: false,
  ui: { label: 'External link', input: 'checkbox' },
} as const;

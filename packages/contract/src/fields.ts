import { z } from 'zod';
import { isHttpUrl, required } from './common.js';
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

/**
 * A record's address in the site (spec §5's slug): lower-case letters, digits, - and _. `refuse`
 * names slugs taken by the site's own addresses.
 */
export const slugField = (refuse?: (slug: string) => string | undefined) =>
  ({
    kind: 'string',
    max: 200,
    rule: z
      .string(required('Slug'))
      .trim()
      .min(1, required('Slug'))
      .max(200)
      .regex(/^[a-z0-9_-]+$/, { error: 'Slug may hold only lowercase letters, digits, - and _' })
      .superRefine((slug, ctx) => {
        const problem = refuse?.(slug);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ui: { label: 'Slug' },
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

/** A stored image: an absolute http(s) URL or a path returned by an upload route. */
export function isStoredImageUrl(value: string): boolean {
  return isHttpUrl(value) || (/^\/uploads\/[\w./-]+$/.test(value) && !value.includes('..'));
}

/** A URL that may be left out ('' or null: none), at most 2048 characters, passing `accepts`. */
export const optionalUrl = (label: string, accepts: (url: string) => boolean, error: string, ui: Ui = {}) =>
  ({
    kind: 'string',
    max: 2048,
    nullable: true,
    rule: z
      .string()
      .trim()
      .max(2048)
      .refine((v) => v === '' || accepts(v), { error })
      .nullish()
      .transform(emptyToNull),
    default: null,
    ui: { label, ...ui },
  }) as const;

/** An image that may be left out: http(s) or an uploaded file's path. */
export const optionalImageUrl = (label: string, ui: Ui = {}) =>
  optionalUrl(label, isStoredImageUrl, 'must be an http(s) URL or an uploaded image', {
    input: 'image',
    ...ui,
  });

/**
 * What search engines and link previews read of a post or a page: its title and description in
 * results (70 and 160 characters: what a result shows before it cuts), the image a shared link
 * shows, the address to count it under, and whether to list it at all.
 */
export const seoFields = {
  meta_title: optionalText('SEO title', 70, {
    help: 'Shown as the title in search results; the title when empty.',
    counter: true,
    group: 'seo',
  }),
  meta_description: optionalText('SEO description', 160, {
    input: 'textarea',
    help: 'Shown under the title in search results.',
    counter: true,
    group: 'seo',
  }),
  og_image_url: optionalImageUrl('Share image', { help: 'Shown when a link to it is shared.', group: 'seo' }),
  canonical_url: optionalUrl('Canonical URL', isHttpUrl, 'must be an http(s) URL', {
    help: 'Only when the same text is published at another address.',
    group: 'seo',
  }),
  noindex: {
    kind: 'boolean',
    rule: z.boolean(),
    default: false,
    ui: { label: 'Hide from search engines', input: 'checkbox', group: 'seo' },
  },
} as const;

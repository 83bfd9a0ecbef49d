import { z } from 'zod';

/** Spec §9: the languages a support member may speak, code → label, in display order. */
export const supportLanguages = {
  en: 'English',
  pt: 'Portuguese',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
} as const;
export type SupportLanguage = keyof typeof supportLanguages;
export const supportLanguageCodes = Object.keys(supportLanguages) as SupportLanguage[];

/** Spec §6/§9: labels only, no permissions attached. */
export const supportRoles = ['support', 'sales', 'manager', 'owner'] as const;
export const SupportRole = z.enum(supportRoles);
export type SupportRole = z.infer<typeof SupportRole>;

export const SupportStatus = z.enum(['online', 'offline']);
export type SupportStatus = z.infer<typeof SupportStatus>;

/**
 * Where the avatar lookup of a member stands: `pending` (asked, no answer yet), `found`,
 * `not_found` (no such resident: name and photo stay empty) or `failed` (retried later).
 */
export const ProfileStatus = z.enum(['pending', 'found', 'not_found', 'failed']);
export type ProfileStatus = z.infer<typeof ProfileStatus>;

export const NULL_KEY = '00000000-0000-0000-0000-000000000000';
const AVATAR_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const supportMessages = {
  added: 'Member added successfully!',
  updated: 'Member updated successfully!',
  deleted: 'Member deleted successfully!',
  loadError: 'Error loading team members',
  uuidRequired: 'UUID is required',
  uuidMalformed:
    'UUID must be a Second Life avatar key: 32 hex digits as 8-4-4-4-12, e.g. 8d58ead7-e1fa-4f74-ba98-1df6fb8695b3',
  uuidNullKey: 'UUID cannot be the all-zero key: it belongs to no avatar',
  uuidHelp: 'The avatar key (UUID) of the Second Life resident, e.g. 8d58ead7-e1fa-4f74-ba98-1df6fb8695b3',
  saveError: 'Error saving member',
  deleteError: 'Error deleting member',
  deleteConfirm: 'Are you sure you want to delete this member?',
  notFound: 'Support member not found',
  duplicate: 'A member with this UUID already exists',
  /** The in-world status endpoint's 429, after wrong secrets from one address. */
  secretThrottled: (minutes: number) =>
    `Too many wrong X-Inworld-Secret headers. Try again in ${minutes} minutes.`,
} as const;

/** Why a text is not a usable avatar key, or undefined when it is one. */
export function avatarKeyProblem(value: string): string | undefined {
  const key = value.trim();
  if (key === '') return supportMessages.uuidRequired;
  if (!AVATAR_KEY.test(key)) return supportMessages.uuidMalformed;
  if (key === NULL_KEY) return supportMessages.uuidNullKey;
  return undefined;
}

/** An avatar key as sent by a client: trimmed, checked, stored lower-case. */
export const AvatarUuid = z
  .string({ error: supportMessages.uuidRequired })
  .max(100, { error: supportMessages.uuidMalformed })
  .superRefine((value, ctx) => {
    const problem = avatarKeyProblem(value);
    // A blank key is a value left out: refused as an empty text is, so clients know it by code.
    if (problem === supportMessages.uuidRequired)
      ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, message: problem });
    else if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.trim().toLowerCase());

/** Spec §7: languages travel comma-joined ("en,pt"); unknown codes are refused, order is kept. */
export const LanguageList = z
  .string({ error: 'languages must be a comma-joined list of codes such as "en,pt"' })
  .max(200, { error: 'languages must be a comma-joined list of codes such as "en,pt"' })
  .transform((value, ctx) => {
    const codes = [
      ...new Set(
        value
          .split(',')
          .map((c) => c.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    const unknown = codes.filter((c) => !(c in supportLanguages));
    if (unknown.length) {
      ctx.addIssue({
        code: 'custom',
        message: `languages: unknown code ${unknown.join(', ')} (use ${supportLanguageCodes.join(', ')})`,
      });
      return z.NEVER;
    }
    return codes.join(',');
  });

const RoleList = z
  .array(SupportRole)
  .max(supportRoles.length * 2)
  .transform((roles) => [...new Set(roles)]);

/** An optional e-mail: blank or null is "none". */
const OptionalEmail = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  z.email({ error: 'email must be an e-mail address' }).max(320).nullable(),
);

const fields = {
  uuid: AvatarUuid,
  email: OptionalEmail,
  languages: LanguageList,
  roles: RoleList,
  is_active: z.boolean(),
};

export const SupportMemberCreate = z.strictObject({
  ...fields,
  email: fields.email.optional().default(null),
  languages: fields.languages.optional().default(''),
  roles: fields.roles.optional().default([]),
  is_active: fields.is_active.optional().default(true),
});
export type SupportMemberCreate = z.input<typeof SupportMemberCreate>;

/** A PUT may send any subset; `id` is accepted (clients send the item back) and ignored. */
/** A partial update; `id` and `version` (a member read and sent back) are accepted and ignored. */
export const SupportMemberUpdate = z
  .strictObject({ ...fields, id: z.number().optional(), version: z.string().max(64).optional() })
  .partial();
export type SupportMemberUpdate = z.input<typeof SupportMemberUpdate>;

/** Response schemas hold no transforms: the serializer encodes through them. */
export const SupportMember = z.object({
  id: z.number(),
  uuid: z.string(),
  /** Display name and photo read from the resident's profile page; null until known. */
  name: z.string().nullable(),
  photo_url: z.string().nullable(),
  email: z.string().nullable(),
  languages: z.string(),
  roles: z.array(SupportRole),
  is_active: z.boolean(),
  status: SupportStatus,
  last_seen: z.string().nullable(),
  /** Admin only: lets the roster say "looking up" and refresh until the name arrives. */
  profile_status: ProfileStatus,
  /**
   * Admin only: the member's version (what an admin edits, not the in-world status), as their
   * ETag: sent back in If-Match. Every admin answer carries it.
   */
  version: z.string().optional(),
});
export type SupportMember = z.infer<typeof SupportMember>;

/** What the public website may know of a member: never the e-mail. */
export const PublicSupportMember = SupportMember.pick({
  id: true,
  uuid: true,
  name: true,
  photo_url: true,
  languages: true,
  roles: true,
  status: true,
});
export type PublicSupportMember = z.infer<typeof PublicSupportMember>;

/** The body an in-world status reporter posts to /api/support/status. */
export const SupportStatusReport = z.strictObject({ uuid: AvatarUuid, status: SupportStatus });
export type SupportStatusReport = z.input<typeof SupportStatusReport>;

/** The admin form: languages as a list of codes, joined for the wire by `supportFormToBody`. */
export const SupportMemberForm = z.object({
  uuid: AvatarUuid,
  email: OptionalEmail,
  languages: z.array(z.enum(supportLanguageCodes as [SupportLanguage, ...SupportLanguage[]])),
  roles: z.array(SupportRole),
  is_active: z.boolean(),
});
export type SupportMemberFormInput = z.input<typeof SupportMemberForm>;
export type SupportMemberFormOutput = z.output<typeof SupportMemberForm>;

export function supportFormToBody(form: SupportMemberFormOutput) {
  return {
    uuid: form.uuid,
    email: form.email,
    languages: form.languages.join(','),
    roles: form.roles,
    is_active: form.is_active,
  };
}

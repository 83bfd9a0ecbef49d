import { z } from 'zod';
import { AvailableLandSettingsUpdate } from './available-land-settings.js';
import { contentTypes } from './content-types.js';
import { HeaderButtonUpdate, HeaderSettingsUpdate } from './header-settings.js';
import { SiteSettingsUpdate } from './site-settings.js';
import { SupportMember, SupportMemberCreate } from './support.js';

export const CONTENT_FORMAT = 'land-office-content/1';

/** The most items one section of an import may hold. */
export const MAX_IMPORT_ITEMS = 5_000;

type Types = (typeof contentTypes)[number];
type Section<T extends Types> = T['transfer']['section'];
type WithoutId<S> = Omit<S, 'id'> extends infer R extends z.ZodRawShape ? z.ZodObject<R> : never;

/** The sections of a content file, in the order an import writes them: every content type's, then the roster and the settings. */
export const contentSections = [
  ...contentTypes.map((type) => type.transfer.section as Section<Types>),
  'support_members',
  'settings',
] as const;
export type ContentSection = Section<Types> | 'support_members' | 'settings';

/** Each content type's section: its items as read (no ids or timestamps: they stay with their instance)… */
const exported = Object.fromEntries(
  contentTypes.map((type) => [
    type.transfer.section,
    (type.schemas.entity as unknown as z.ZodObject<{ id: z.ZodNumber }>).omit({ id: true }).array(),
  ]),
) as { [T in Types as Section<T>]: z.ZodArray<WithoutId<T['schemas']['entity']['shape']>> };

const items = <T extends z.ZodType>(item: T) => item.array().max(MAX_IMPORT_ITEMS).optional();

/** …and as an import takes them: checked by the same rules as the type's create route. */
const imported = Object.fromEntries(
  contentTypes.map((type) => [type.transfer.section, items(type.schemas.create)]),
) as { [T in Types as Section<T>]: z.ZodOptional<z.ZodArray<T['schemas']['create']>> };

/** One exported file (response shape: no transforms; ids and timestamps stay with their instance). */
export const ContentExport = z.object({
  format: z.literal(CONTENT_FORMAT),
  exported_at: z.string(),
  ...exported,
  /** `email` is left out unless the export asked for e-mails. */
  support_members: SupportMember.pick({ uuid: true, languages: true, roles: true, is_active: true })
    .extend({ email: z.string().nullable().optional() })
    .array(),
  /** Each singleton's stored fields (what was never set is left out and reads as its default). */
  settings: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type ContentExport = z.infer<typeof ContentExport>;

/** An import: every item checked by the same rules as its create route; a missing section is left alone. */
export const ContentImport = z.strictObject({
  format: z.literal(CONTENT_FORMAT, {
    error: `format must be "${CONTENT_FORMAT}" (a Land Office content export)`,
  }),
  exported_at: z.string().max(64).optional(),
  ...imported,
  // An export without e-mails leaves `email` out: importing it keeps the e-mail a member already has.
  support_members: items(SupportMemberCreate.extend({ email: SupportMemberCreate.shape.email.unwrap() })),
  settings: z
    .strictObject({
      site: SiteSettingsUpdate,
      header: HeaderSettingsUpdate,
      header_button: HeaderButtonUpdate,
      available_land_page: AvailableLandSettingsUpdate,
    })
    .partial()
    .optional(),
});
export type ContentImport = z.input<typeof ContentImport>;

/** What an import does (or did), per section: the keys (slug, label or title, banner image, avatar key, settings key) it creates or replaces. */
export const ImportSummary = z.object({
  sections: z.array(
    z.object({
      section: z.enum(contentSections),
      create: z.array(z.string()),
      replace: z.array(z.string()),
    }),
  ),
});
export type ImportSummary = z.infer<typeof ImportSummary>;

export const ExportQuery = z.object({
  emails: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const contentTransferMessages = {
  title: 'Export / import',
  exportHeading: 'Export',
  exportHelp:
    'Downloads all content (blog, menus, services, hero sections, banners, support team, settings) as one JSON file. Uploaded images are not included.',
  includeEmails: 'Include support team e-mails',
  download: 'Download export',
  exporting: 'Exporting...',
  exportFailed: 'Failed to export content',
  importHeading: 'Import',
  chooseFile: 'Content file (JSON)',
  checking: 'Checking the file...',
  notJson: 'Error: the file is not valid JSON',
  tooLarge: 'Error: the file is larger than 20 MB',
  previewFailed: 'Failed to read the file',
  previewCaption: 'The import will create and replace:',
  sectionColumn: 'Content',
  createColumn: 'Create',
  replaceColumn: 'Replace',
  nothingToImport: 'The file holds no content to import.',
  sectionNames: {
    ...(Object.fromEntries(contentTypes.map((type) => [type.transfer.section, type.label.many])) as Record<
      Section<Types>,
      string
    >),
    support_members: 'Support team',
    settings: 'Settings',
  } satisfies Record<ContentSection, string>,
  importButton: 'Import',
  importing: 'Importing...',
  importConfirm:
    'Import this file? Items with the same slug, label, avatar key or settings screen are replaced.',
  importFailed: 'Failed to import content',
  imported: 'Content imported successfully!',
} as const;

import { contentTransferMessages as m } from '@land-office/contract';

/**
 * The transfer namespace (Site settings → Export / import), in English: the spec's texts. A
 * content type's section is called by its name in the `types` namespace.
 */
export const transfer = {
  title: m.title,
  exportHeading: m.exportHeading,
  exportHelp: m.exportHelp,
  includeEmails: m.includeEmails,
  download: m.download,
  exporting: m.exporting,
  exportFailed: m.exportFailed,
  importHeading: m.importHeading,
  chooseFile: m.chooseFile,
  checking: m.checking,
  notJson: m.notJson,
  tooLarge: m.tooLarge,
  previewFailed: m.previewFailed,
  previewCaption: m.previewCaption,
  sectionColumn: m.sectionColumn,
  createColumn: m.createColumn,
  replaceColumn: m.replaceColumn,
  nothingToImport: m.nothingToImport,
  sections: {
    support_members: m.sectionNames.support_members,
    settings: m.sectionNames.settings,
  },
  importButton: m.importButton,
  importing: m.importing,
  importConfirm: m.importConfirm,
  importFailed: m.importFailed,
  imported: m.imported,
};

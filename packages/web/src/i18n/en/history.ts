import { historyMessages } from '@land-office/contract';

/** The history namespace, in English: the History panel of edit forms and settings, and the blog's autosave. */
export const history = {
  title: 'History',
  /** The panel's button when a screen has several (Header: logo settings and button). */
  titleOf: 'History: {{subject}}',
  versions: 'Versions',
  loadError: 'Error loading the history',
  empty: 'No changes recorded yet.',
  loadMore: 'Load more',
  someone: 'Someone',
  current: 'Current version',
  actions: {
    create: 'Created',
    update: 'Edited',
    toggle: 'Switched on or off',
    reorder: 'Reordered',
    delete: 'Deleted',
    restore: 'Restored',
    save: 'Saved',
    autosave: 'Autosaved',
    baseline: 'Earliest known version',
  },
  /** The server's one-line account of a revision, said in the admin's language. */
  summaries: {
    changed: 'Changed: {{fields}}',
    baseline: 'As it was before history was kept',
    untrashed: 'Taken out of the trash',
  },
  diff: {
    heading: 'Version of {{when}}',
    before: 'Before',
    after: 'After',
    removed: 'removed:',
    added: 'added:',
    empty: '(empty)',
    nothing: 'Nothing changed in this version.',
    first: 'The first version: every value is new.',
    formattingOnly: 'Only the formatting or images changed.',
    showAll: 'Show unchanged fields too',
    loadError: 'Error loading this version',
  },
  restore: 'Restore this version',
  restoreAction: 'Restore',
  restoring: 'Restoring…',
  restoreConfirm: historyMessages.restoreConfirm,
  restored: historyMessages.restored,
  restoreError: 'Error restoring this version',
  autosave: {
    label: 'Autosaved changes',
    /** historyMessages.autosaveOffer(time), word for word. */
    offer: historyMessages.autosaveOffer('{{time}}'),
    restore: 'Restore',
    dismiss: 'Dismiss',
  },
};

import { historyMessages } from '@land-office/contract';

/** The trash namespace, in English: /admin/trash, where deleted content waits to be restored or purged. */
export const trash = {
  intro: 'Deleted content waits here until it is purged. Restore it, or delete it for good.',
  filter: 'Type',
  allTypes: 'All types',
  empty: 'The trash is empty.',
  emptyOfType: 'Nothing of this type in the trash.',
  loadError: 'Error loading the trash',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  columns: {
    type: 'Type',
    title: 'Title',
    deleted: 'Deleted',
    purge: 'Purge',
  },
  untitled: '(untitled)',
  deletedBy: 'by {{name}}',
  purgeOn: 'Purged on {{date}}',
  restore: 'Restore',
  restoreItem: 'Restore {{name}}',
  deletePermanently: 'Delete permanently',
  deletePermanentlyItem: 'Delete {{name}} permanently',
  emptyTrash: 'Empty trash',
  deletePermanentlyConfirm: historyMessages.deletePermanentlyConfirm,
  emptyTrashConfirm: historyMessages.emptyTrashConfirm,
  restored: historyMessages.trashRestored,
  deletedPermanently: historyMessages.deletedPermanently,
  emptied: historyMessages.emptied,
  restoreError: 'Error restoring the item',
  deleteError: 'Error deleting the item',
  emptyError: 'Error emptying the trash',
  /** What the trash calls a deleted record that is not a content type's (those are named by `types`). */
  resources: {
    support: 'Support team member',
  },
};

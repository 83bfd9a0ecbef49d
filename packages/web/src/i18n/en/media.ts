import { mediaMessages } from '@land-office/contract';
import { dashboard } from './dashboard';

/** The media namespace, in English: /admin/media, the library of every uploaded image. */
export const media = {
  /** The picker beside every image field. */
  picker: {
    open: 'Choose from library',
    title: 'Choose an image from the library',
    search: 'Search the library',
    choose: 'Choose {{name}}',
    empty: 'No image in the library matches.',
    error: 'Error loading the media library',
    more: 'Load more',
    close: 'Close',
  },
  intro:
    'Every image uploaded in the admin is kept here, once. Any image field can use one with "Choose from library".',
  drop: {
    zone: 'Upload images',
    title: 'Drag images here to upload them',
    choose: 'Choose files',
    hint: 'JPEG, PNG, GIF, WebP, AVIF or TIFF (not SVG); several at once.',
  },
  upload: {
    list: 'Uploads',
    sending: 'Sending {{name}}: {{percent}}%',
    done: '{{name}}: uploaded',
    reused: '{{name}}: already in the library',
    failed: '{{name}} failed: {{error}}',
    summary_one: '{{count}} image uploaded',
    summary_other: '{{count}} images uploaded',
    someFailed: '{{failed}} of {{count}} uploads failed',
    error: 'Upload failed',
  },
  search: 'Search by name or alt text',
  type: 'Type',
  allTypes: 'All types',
  unusedOnly: 'Unused only',
  empty: 'No images yet. Drop some above.',
  noMatch: 'No image matches.',
  loadError: 'Error loading the media library',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  usedBy_one: 'Used by {{count}} record',
  usedBy_other: 'Used by {{count}} records',
  unused: 'Unused',
  inTrash: '{{user}} (in the trash)',
  altText: 'Alt text',
  altOf: 'Alt text of {{name}}',
  altHint: 'What the image shows, for people who cannot see it.',
  saveAlt: 'Save',
  altSaved: 'Alt text saved',
  altError: 'Error saving the alt text',
  altTooLong: mediaMessages.altTooLong,
  deleteItem: 'Delete {{name}}',
  deleteConfirm: 'Delete this image?',
  deleted: 'Image deleted',
  deleteError: 'Error deleting the image',
  inUse: 'This image is still used by {{users}}. Change it there first.',
  /** What a record that uses an image is, by the resource the API names it by. */
  resources: dashboard.resources,
};

import { bannerMessages } from '@land-office/contract';

/** The banners namespace, in English (the spec's texts where it quotes them). */
export const banners = {
  activated: bannerMessages.activated,
  deactivated: bannerMessages.deactivated,
  created: bannerMessages.created,
  updated: bannerMessages.updated,
  uploadFailed: bannerMessages.uploadFailed,
  imageRequired: bannerMessages.imageRequired,
  untitled: bannerMessages.untitled,
  noLink: bannerMessages.noLink,
  create: 'Create Banner',
  update: 'Update Banner',
  image: 'Banner image',
  columns: {
    preview: 'Preview',
    link: 'Link',
  },
  hints: {
    title: 'Optional',
    altText: 'Describes the image for screen readers',
    linkUrl: 'Optional. Internal pages: /available-land; external: https://…',
  },
};

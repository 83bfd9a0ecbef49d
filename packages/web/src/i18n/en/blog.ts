import { blogMessages } from '@land-office/contract';

/**
 * The blog namespace, in English (the spec's texts where it quotes them). The blog type's own
 * names (form titles, field labels, list and page messages) are in the `types` namespace.
 */
export const blog = {
  /** The default language (the spec's) says it in Portuguese: see `readNamespace` in index.ts. */
  uploadError: 'Error uploading the image',
  createPost: blogMessages.createPost,
  published: blogMessages.published,
  publishAtHint:
    'A published post with a later time stays hidden until then. Leave empty to publish at once.',
  draft: blogMessages.draft,
  unknownAuthor: blogMessages.unknownAuthor,
  noExcerpt: blogMessages.noExcerpt,
  list: {
    headers: {
      author: 'Author',
      created: 'Created',
    },
    emptyHint: 'Write the first post: it stays a draft, seen only here, until you publish it.',
    search: 'Search posts',
    searchPlaceholder: 'Search the title, excerpt and text…',
    allPosts: 'All posts',
    count_one: '{{shown}} of {{count}} post',
    count_other: '{{shown}} of {{count}} posts',
    countEstimate: '{{shown}} of about {{count}} posts',
    noMatch: 'No posts match the search.',
    loadMore: 'Load more posts',
    loadingMore: 'Loading more posts…',
  },
  form: {
    slugHint: "The post's address: lowercase letters, digits, - and _",
    save: 'Save Post',
  },
};

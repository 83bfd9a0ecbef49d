import type { ContentType } from '@land-office/contract';
import { operationDocs } from '../../plugins/operation-docs.js';

const pascal = (label: string) =>
  label
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');

/**
 * The API reference's words for the generic routes of a declared content type, read from its
 * declaration: operationIds named from its labels (`listBlogPosts`, `createMenuItem`; stable, as
 * generated clients name their methods by them), and its tag. A new type's operations are
 * documented with nothing more.
 */
export function contentOperationDocs(type: ContentType) {
  const [One, Many] = [pascal(type.label.one), pascal(type.label.many)];
  const [one, many] = [type.label.one.toLowerCase(), type.label.many.toLowerCase()];
  const docs = operationDocs(type.label.many);
  /** A published type's lists are whole without parameters, a keyset page with any. */
  const paged = type.ordered
    ? ''
    : ` Without parameters: every one, newest first (a JSON array). With any of \`limit\` (1 to 100, 20 by default), \`cursor\`, \`sort\` (\`newest\`, \`oldest\`, \`title\`)${
        type.search
          ? `, \`q\` (words each ${one} must hold in its ${type.search.join(', ')}, whatever their case or accents; the last word may be the start of one)`
          : ''
      }: a page \`{ items, next_cursor, total, total_is_estimate }\`; pass \`next_cursor\` back as \`cursor\` for the next page (null on the last). \`total\` counts every match, exactly up to 10,000; beyond, it may be an estimate (\`total_is_estimate: true\`). A bad parameter answers 400 naming it.`;
  return {
    listPublic: docs(
      `list${Many}`,
      `List the public ${many}`,
      `The ${many} the public site shows now (active, within their dates), cached and answered with an ETag.${paged}`,
    ),
    readBySlug: docs(
      `get${One}BySlug`,
      `Read a public ${one} by its slug`,
      `The published ${one} at this slug, as the public site shows it; 404 for a draft or a scheduled one.`,
    ),
    listAll: docs(
      `listAll${Many}`,
      `List all ${many}`,
      `Every ${one}, hidden and scheduled ones too.${paged}`,
    ),
    create: docs(
      `create${One}`,
      `Create a ${one}`,
      `Creates a ${one} from the fields sent (the others take their defaults). Answers it with its version in ETag.`,
    ),
    read: docs(
      `get${One}`,
      `Read a ${one}`,
      `The ${one}, with its version in ETag (send it back as If-Match to save without overwriting someone else's change).`,
    ),
    update: docs(
      `update${One}`,
      `Update a ${one}`,
      `Changes the fields sent and keeps the others. With If-Match, a stale version is refused with 412 and the ${one} as it is now.`,
    ),
    remove: docs(
      `delete${One}`,
      `Delete a ${one}`,
      `Moves the ${one} to the trash, from where it can be restored.`,
    ),
    reorder: docs(
      `reorder${Many}`,
      `Reorder the ${many}`,
      `Sets the order position of each ${one} listed (the others keep theirs); answers them all in their new order.`,
    ),
    uploadImage: docs(
      `upload${One}Image`,
      `Upload an image for a ${one}`,
      `Stores one image (multipart) for the records of this type and in the media library; answers the path to save in the ${one}.`,
    ),
    deleteImage: docs(
      `delete${One}Image`,
      `Delete an uploaded ${one} image`,
      'Removes an uploaded image of this type by its file name, while no record or library item uses it.',
    ),
  };
}

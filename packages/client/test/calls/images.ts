import { picture } from '../../../api/src/test/media.js';

/** A multipart form with one small PNG in `field`, as the admin's upload inputs send it. */
export async function imageForm(field: string, colour: string, name = 'picture.png') {
  const form = new FormData();
  const bytes = await picture(24, 16, colour);
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  // The document gives an upload's body as a map of file fields; a FormData is what is sent.
  return form as never;
}

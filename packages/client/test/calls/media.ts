import { unwrap } from '@land-office/client';
import { expect } from 'vitest';
import type { Calls } from './context.js';
import { imageForm } from './images.js';

/** The media library, and a banner image uploaded and deleted on its own. */
export const mediaCalls: Calls = async ({ owner }) => {
  // The document gives no body for a library upload (its URL does not say "upload"); it takes a form.
  const { item } = await unwrap(owner.POST('/api/admin/media', { body: await imageForm('file', '#a52') }));
  await unwrap(
    owner.PUT('/api/admin/media/{id}', {
      params: { path: { id: item.id } },
      body: { alt_text: 'A red square' },
    }),
  );
  const page = await unwrap(owner.GET('/api/admin/media', { params: { query: { q: 'picture' } } }));
  expect(page.items.find((row) => row.id === item.id)?.alt_text).toBe('A red square');
  await unwrap(owner.DELETE('/api/admin/media/{id}', { params: { path: { id: item.id } } }));

  const { filename } = await unwrap(
    owner.POST('/api/upload/banner', { body: await imageForm('image', '#5a2') }),
  );
  await unwrap(owner.DELETE('/api/upload/banner/{filename}', { params: { path: { filename } } }));
};

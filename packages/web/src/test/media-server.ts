import {
  type MediaInUse,
  type MediaItem,
  type MediaPage,
  type MediaUpdate,
  type MediaUploadResult,
  mediaMessages,
} from '@land-office/contract';
import { HttpResponse } from 'msw';
import { fail, on, serve } from './msw';

/** A library item as the API answers one; `fields` say what differs. */
export const mediaItem = (fields: Partial<MediaItem> & Pick<MediaItem, 'id' | 'file_name'>): MediaItem => ({
  url: `/uploads/media/${String(fields.id).padStart(32, '0')}.png`,
  mime: 'image/png',
  bytes: 84_200,
  width: 1600,
  height: 900,
  alt_text: '',
  sha256: String(fields.id).padStart(64, 'a'),
  created_by: 1,
  created_by_name: 'Ana Lima',
  created_at: '2026-11-27T10:00:00.000Z',
  variants: [],
  used_by: [],
  ...fields,
});

/**
 * `/admin/media…` over `initial` (newest first), as the server keeps it: the list's filters and
 * keyset pages, uploads (a new item per file), alt text, and a delete refused (409) while an item
 * has users. Answers the live table.
 */
export function mediaServer(initial: MediaItem[], pageSize = 40) {
  const items = initial.map((item) => ({ ...item }));
  let nextId = Math.max(0, ...items.map((item) => item.id)) + 1;
  serve(
    on.get<MediaPage>('/admin/media', ({ query }) => {
      const q = query.get('q')?.toLowerCase() ?? '';
      const type = query.get('type') ?? '';
      const cursor = Number(query.get('cursor') ?? Number.POSITIVE_INFINITY);
      const limit = Math.min(Number(query.get('limit') ?? pageSize), pageSize);
      const matching = items
        .filter((item) => !q || `${item.file_name} ${item.alt_text}`.toLowerCase().includes(q))
        .filter((item) => !type || item.mime === type || item.mime.startsWith(`${type}/`))
        .filter((item) => query.get('unused') !== '1' || item.used_by.length === 0)
        .filter((item) => item.id < cursor)
        .sort((a, b) => b.id - a.id);
      const page = matching.slice(0, limit);
      return { items: page, next_cursor: matching.length > limit ? String(page.at(-1)?.id) : null };
    }),
    on.post<MediaUploadResult, FormData>('/admin/media', ({ body }) => {
      const file = body.get('file');
      if (!(file instanceof Blob)) return fail(400, 'No image file in the field "file"');
      const name = (file as File).name;
      if (name.endsWith('.svg')) return fail(415, mediaMessages.unsupportedImage);
      const item = mediaItem({ id: nextId++, file_name: name, bytes: file.size });
      items.unshift(item);
      return { item, reused: false };
    }),
    on.put<{ item: MediaItem }, MediaUpdate>('/admin/media/:id', ({ params, body }) => {
      const item = items.find((entry) => entry.id === Number(params.id));
      if (!item) return fail(404, mediaMessages.notFound);
      item.alt_text = body.alt_text.trim();
      return { item };
    }),
    on.delete<{ ok: true }>('/admin/media/:id', ({ params }) => {
      const at = items.findIndex((entry) => entry.id === Number(params.id));
      const item = items[at];
      if (!item) return fail(404, mediaMessages.notFound);
      if (item.used_by.length)
        return HttpResponse.json<MediaInUse>(
          { error: mediaMessages.inUse(item.used_by.length), used_by: item.used_by },
          { status: 409 },
        );
      items.splice(at, 1);
      return { ok: true };
    }),
  );
  return items;
}

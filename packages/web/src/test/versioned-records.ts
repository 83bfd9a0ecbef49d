import { HttpResponse, http } from 'msw';
import type { ContentServer } from './content-server';
import { serve } from './msw';

type Schema<T> = { parse(value: unknown): T };

/** What the fake reads of a declaration: its name and schemas (`faqType`, `bannerType`…). */
interface Declared<T> {
  name: string;
  schemas: { entity: Schema<T>; update: Schema<unknown> };
}

/** The 412 answer's sentence, as the API words it. */
export const changedBy = (name: string, at: string) =>
  `This was changed by ${name} at ${at} after you opened it`;

/**
 * Versions over a `contentServer`'s rows, as the API keeps them (issue "Content history" §4):
 * `GET /<name>/admin/:id` and a successful PUT answer `ETag: "<version>"`; a PUT whose `If-Match`
 * names an older version answers 412 `{ error, current, version }`; a PUT without one saves as
 * before. `changeElsewhere` is another person saving the record meanwhile.
 */
export function versionedRecords<T extends { id: number; order_pos: number }>(
  type: Declared<T>,
  server: ContentServer<T>,
) {
  const counters = new Map<number, number>();
  const etag = (id: number) => `"v${counters.get(id) ?? 1}"`;
  const bump = (id: number) => counters.set(id, (counters.get(id) ?? 1) + 1);
  let lastChange = { by: 'Bruno Costa', at: '2026-11-25 10:00 UTC' };
  const base = `/api/${type.name}/admin/:id`;
  const answer = (row: T, init?: ResponseInit) =>
    HttpResponse.json(
      { [type.name]: type.schemas.entity.parse(row) },
      { ...init, headers: { ETag: etag(row.id) } },
    );
  const find = (id: unknown) => server.rows.find((row) => row.id === Number(id));

  serve(
    // An unknown id (and `reorder`) falls through to the content server.
    http.get(base, ({ params }) => {
      const row = find(params.id);
      return row && answer(row);
    }),
    http.put(base, async ({ params, request }) => {
      const row = find(params.id);
      if (!row) return undefined;
      const ifMatch = request.headers.get('if-match');
      if (ifMatch && ifMatch !== etag(row.id))
        return HttpResponse.json(
          {
            error: changedBy(lastChange.by, lastChange.at),
            current: type.schemas.entity.parse(row),
            version: etag(row.id),
          },
          { status: 412 },
        );
      const { id: _echoed, ...changes } = type.schemas.update.parse(await request.json()) as Partial<T>;
      Object.assign(row, changes);
      bump(row.id);
      return answer(row);
    }),
  );

  return {
    /** The version the record is at now, as its ETag says it. */
    etag,
    /** Someone else saves `changes` to record `id`: its version moves on. */
    changeElsewhere(id: number, changes: Partial<T>, by = lastChange.by, at = lastChange.at) {
      const row = find(id);
      if (!row) throw new Error(`no row ${id}`);
      Object.assign(row, changes);
      bump(id);
      lastChange = { by, at };
    },
  };
}

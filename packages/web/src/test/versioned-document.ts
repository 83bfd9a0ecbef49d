import { HttpResponse } from 'msw';
import { on, serve } from './msw';
import { changedBy } from './versioned-records';

/**
 * One settings document on a server that versions it as the API does (issue "Content history"
 * §4): its admin read (`GET read`) and a successful save (`PUT save`, answering
 * `{ [replyKey]: document }`) carry `ETag: "v<n>"`; a save whose `If-Match` names an older
 * version answers 412 `{ error, current, version }`; a save without one saves as before.
 * `changeElsewhere` is another person saving the document meanwhile.
 */
export function versionedDocument<T extends object>(options: {
  read: string;
  save: string;
  replyKey: 'settings' | 'button';
  document: T;
}) {
  const document = { ...options.document };
  let counter = 1;
  const etag = () => `"v${counter}"`;
  let lastChange = { by: 'Bruno Costa', at: '2026-11-25 10:00 UTC' };

  serve(
    on.get(options.read, () => HttpResponse.json(document, { headers: { ETag: etag() } })),
    on.put<never, Partial<T>>(options.save, ({ body, request }) => {
      const ifMatch = request.headers.get('if-match');
      if (ifMatch && ifMatch !== etag())
        return HttpResponse.json(
          { error: changedBy(lastChange.by, lastChange.at), current: document, version: etag() },
          { status: 412 },
        );
      Object.assign(document, body);
      counter += 1;
      return HttpResponse.json({ [options.replyKey]: document }, { headers: { ETag: etag() } });
    }),
  );

  return {
    /** The document as the server holds it now. */
    document,
    /** The version the document is at now, as its ETag says it. */
    etag,
    /** Someone else saves `changes` meanwhile: the version moves on. */
    changeElsewhere(changes: Partial<T>, by = lastChange.by, at = lastChange.at) {
      Object.assign(document, changes);
      counter += 1;
      lastChange = { by, at };
    },
  };
}

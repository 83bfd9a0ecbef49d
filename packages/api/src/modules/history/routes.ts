import {
  AutosaveBody,
  can,
  historyMessages,
  IdParam,
  pagingMessages,
  RestoredRevision,
  Revision,
  RevisionDetail,
  RevisionPage,
  RevisionQuery,
  TrashList,
  TrashParams,
  TrashQuery,
} from '@land-office/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transaction } from '../../db/transaction.js';
import { NotFound, roleForbidden, ValidationError } from '../../errors.js';
import { transactionLock } from '../../lib/advisory-lock.js';
import { operationDocs } from '../../plugins/operation-docs.js';
import { recordRevision } from './record.js';
import { decodeTrashCursor, encodeTrashCursor, historyRepository, trashOrder } from './repository.js';
import type { HistorySource } from './sources.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const Ok = z.object({ ok: z.literal(true) });

/** The tags of the history's routes in the API reference. */
export const revisionsTag = {
  name: 'revisions',
  description: 'Past versions of every record (restore one), and the autosaved drafts of forms.',
};
export const trashTag = { name: 'trash', description: 'Deleted records, kept until restored or emptied.' };

const revisionsDoc = operationDocs(revisionsTag.name);
const trashDoc = operationDocs(trashTag.name);

/**
 * Content history (issue "Content history"): a record's or settings document's revisions, one
 * revision with the version before it, restoring one, the blog form's autosave, and the trash.
 * Every answer is limited to what the signed-in role may change (the source's operation).
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = historyRepository(app.db);
  // Each write drops the cached reads of the resource it touched, itself (below).
  const admin = { onRequest: app.requireAdmin, config: { invalidates: [] } };

  const mayUse = (req: FastifyRequest, source: HistorySource) => {
    const role = req.admin?.role;
    return role !== undefined && can(role, source.operation);
  };
  /** The source a request names, if the user's role may change what it holds. */
  const sourceFor = (req: FastifyRequest, resource: string) => {
    const source = app.history.source(resource);
    if (!source) throw new NotFound(historyMessages.unknownResource(resource));
    if (!mayUse(req, source)) {
      const role = req.admin?.role ?? 'support';
      throw roleForbidden(role, source.operation);
    }
    return source;
  };
  const trashSource = (req: FastifyRequest, resource: string) => {
    const source = sourceFor(req, resource);
    if (!source.trash) throw new NotFound(historyMessages.unknownResource(resource));
    return source as HistorySource & { trash: NonNullable<HistorySource['trash']> };
  };
  const revision = async (req: FastifyRequest, id: number) => {
    const found = await repo.get(id);
    if (!found) throw new NotFound(historyMessages.revisionNotFound);
    return { found, source: sourceFor(req, found.resource) };
  };

  app.get(
    '/admin/revisions',
    {
      ...admin,
      schema: revisionsDoc(
        'listRevisions',
        'List revisions of a record',
        'The past versions of one record, newest first.',
        { querystring: RevisionQuery, response: { 200: RevisionPage } },
      ),
    },
    async (req) => {
      const { resource, id, limit, before, autosave } = req.query;
      if (resource === undefined) {
        const visible = app.history.all().filter((source) => mayUse(req, source));
        return repo.page({ resources: visible.map((source) => source.resource), limit, before });
      }
      const source = sourceFor(req, resource);
      const recordId = id ?? source.documentId;
      if (recordId === undefined) throw new ValidationError(historyMessages.idRequired, 'id');
      return repo.page({ resource, id: recordId, limit, before, autosave: autosave === '1' });
    },
  );

  app.get(
    '/admin/revisions/:id',
    {
      ...admin,
      schema: revisionsDoc('getRevision', 'Read a revision', 'One past version of a record, whole.', {
        params: IdParam,
        response: { 200: RevisionDetail },
      }),
    },
    async (req) => (await revision(req, req.params.id)).found,
  );

  app.post(
    '/admin/revisions/:id/restore',
    {
      ...admin,
      schema: revisionsDoc(
        'restoreRevision',
        'Restore a revision',
        'Makes the record what it was at this version (the current one is kept as a revision).',
        { params: IdParam, response: { 200: RestoredRevision } },
      ),
    },
    async (req) => {
      const { found, source } = await revision(req, req.params.id);
      const data = await source.restore(found.resource_id, found.data, req);
      app.publicCache.invalidate(source.scopes);
      return { resource: found.resource, resource_id: found.resource_id, data };
    },
  );

  app.post(
    '/admin/revisions/autosave',
    {
      ...admin,
      schema: revisionsDoc(
        'autosaveDraft',
        'Autosave a draft',
        "Keeps the form's unsaved state of a record, offered back when it is opened again.",
        { body: AutosaveBody, response: { 200: z.object({ revision: Revision }) } },
      ),
    },
    async (req) => {
      const { resource, id, data } = req.body;
      const source = sourceFor(req, resource);
      // Answered from the transaction that wrote it: a second autosave right after may replace it.
      const revision = await transaction(app.db, async (trx) => {
        // Only a record that is there (and not in the trash) keeps an autosave beside it.
        const table = source.trash?.table as 'blog_posts' | undefined;
        const live =
          !table ||
          (await trx
            .selectFrom(table)
            .select('id')
            .where('id', '=', id)
            .where('deleted_at', 'is', null)
            .executeTakeFirst());
        if (!live) throw new NotFound(historyMessages.nothingToAutosave);
        // One autosave per record: of two sent at once, the second waits and replaces the first.
        await transactionLock(trx, app.dialect, `autosave:${resource}:${id}`);
        await recordRevision(trx, req, { resource, resourceId: id, action: 'autosave', data });
        return historyRepository(trx).autosaveOf(resource, String(id));
      });
      if (!revision) throw new NotFound(historyMessages.revisionNotFound);
      return { revision };
    },
  );

  app.get(
    '/admin/trash',
    {
      ...admin,
      schema: trashDoc(
        'listTrash',
        'List the trash',
        'Deleted records of the resources the role may manage, newest first.',
        { querystring: TrashQuery, response: { 200: TrashList } },
      ),
    },
    async (req) => {
      const visible = app.history.all().filter((source) => source.trash && mayUse(req, source));
      const chosen = req.query.resource ? [trashSource(req, req.query.resource)] : visible;
      const purgeAfter = app.config.history.trashDays * DAY_MS;
      const { limit, cursor } = req.query;
      const after = cursor === undefined ? undefined : decodeTrashCursor(cursor);
      if (cursor !== undefined && !after) throw new ValidationError(pagingMessages.badCursor);
      // A page: each resource's first `limit + 1` after the cursor, merged, the first `limit` kept.
      const page = limit === undefined ? undefined : { limit: limit + 1, after };
      const found = (
        await Promise.all(
          chosen.map((source) => {
            const trash = source.trash as NonNullable<HistorySource['trash']>;
            return repo.trashed(source.resource, trash.table, trash.title, trash.fallbackTitle, page);
          }),
        )
      )
        .flat()
        .sort(trashOrder);
      const items = (limit === undefined ? found : found.slice(0, limit)).map((item) => ({
        ...item,
        purge_at: new Date(Date.parse(item.deleted_at) + purgeAfter).toISOString(),
      }));
      const last = items.at(-1);
      return {
        items,
        resources: visible.map((source) => source.resource),
        next_cursor: limit !== undefined && found.length > limit && last ? encodeTrashCursor(last) : null,
      };
    },
  );

  app.post(
    '/admin/trash/:resource/:id/restore',
    {
      ...admin,
      schema: trashDoc('restoreFromTrash', 'Restore a deleted record', 'Puts a record back from the trash.', {
        params: TrashParams,
        response: { 200: Ok },
      }),
    },
    async (req) => {
      const source = trashSource(req, req.params.resource);
      await source.trash.untrash(req.params.id, req).catch(notInTrash);
      app.publicCache.invalidate(source.scopes);
      return { ok: true as const };
    },
  );

  app.delete(
    '/admin/trash/:resource/:id',
    {
      ...admin,
      schema: trashDoc(
        'purgeFromTrash',
        'Delete a record for good',
        'Removes one record from the trash for good.',
        { params: TrashParams, response: { 200: Ok } },
      ),
    },
    async (req) => {
      const source = trashSource(req, req.params.resource);
      await app.historyPurge(source, req.params.id, req).catch(notInTrash);
      return { ok: true as const };
    },
  );

  app.delete(
    '/admin/trash',
    {
      ...admin,
      schema: trashDoc(
        'emptyTrash',
        'Empty the trash',
        'Deletes for good every record in the trash that the role may manage.',
        { response: { 200: z.object({ deleted: z.number() }) } },
      ),
    },
    async (req) => {
      let deleted = 0;
      for (const source of app.history.all()) {
        if (!source.trash || !mayUse(req, source)) continue;
        const items = await repo.trashed(source.resource, source.trash.table, source.trash.title, undefined);
        for (const item of items) {
          // Restored or purged meanwhile by someone else: nothing left to do for it.
          await app.historyPurge(source, item.id, req).then(
            () => deleted++,
            (err) => {
              if (!(err instanceof NotFound)) throw err;
            },
          );
        }
      }
      return { deleted };
    },
  );
};

/** A record not in the trash (never deleted, restored or purged meanwhile): 404 in the trash's words. */
function notInTrash(err: unknown): never {
  throw err instanceof NotFound ? new NotFound(historyMessages.notInTrash) : err;
}

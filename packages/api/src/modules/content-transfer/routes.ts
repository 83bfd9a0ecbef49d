import { Readable } from 'node:stream';
import { ContentExport, ContentImport, ExportQuery, ImportSummary } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/transaction.js';
import { recordFault } from '../../plugins/errors.js';
import { operationDocs } from '../../plugins/operation-docs.js';
import { logActivity } from '../activity/log.js';
import { applyImport, planImport } from './import-plan.js';
import { exportDocument } from './sections.js';

/** The tag of `/api/admin/content…` in the API reference. */
export const contentTag = {
  name: 'content',
  description: 'Export of all content as one JSON document, and its import (preview first, then apply).',
};
const contentDoc = operationDocs(contentTag.name);

/** An export holds whole posts (up to 900 kB of rich text each), so imports get more room than other bodies. */
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

/** An export up to this size is sent whole; a larger one streams. */
const STREAM_AFTER_BYTES = 256 * 1024;

/**
 * The export, already JSON (each item encoded through ContentExport's schemas): a string or a
 * stream goes out as it is, the serializer being for objects only.
 */
const asIs = (body: string | Readable) => body as unknown as ContentExport;

const summary = (plan: Awaited<ReturnType<typeof planImport>>) => ({
  sections: plan.map(({ section, create, replace }) => ({ section, create, replace })),
});

/**
 * Content export and import (site settings → "Export / import"): all content as one JSON file; an
 * import is checked whole, previewed (what it creates, what it replaces) and written in one
 * transaction, rich text through the same sanitiser as any write.
 */
export const contentTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/content/export',
    {
      ...admin,
      schema: contentDoc(
        'exportContent',
        'Export content',
        'Every content section (or those asked for) as one JSON document, to import on another instance.',
        { querystring: ExportQuery, response: { 200: ContentExport } },
      ),
    },
    async (req, reply) => {
      const exportedAt = new Date().toISOString();
      reply
        .header(
          'content-disposition',
          `attachment; filename="land-office-content-${exportedAt.slice(0, 10)}.json"`,
        )
        .type('application/json; charset=utf-8');
      const pieces = exportDocument(app.db, { emails: req.query.emails, exportedAt });
      // The first bytes are gathered before anything is sent: an export that fits (most do) goes
      // out whole, and a database that fails before then answers as on any request (503).
      const first: string[] = [];
      let length = 0;
      while (length < STREAM_AFTER_BYTES) {
        const next = await pieces.next();
        if (next.done) return reply.send(asIs(first.join('')));
        first.push(next.value);
        length += next.value.length;
      }
      // The rest as it is read, a batch at a time, as fast as the client takes it. A failure now
      // ends the connection (Fastify destroys it): the client sees a broken download, never a
      // short file that reads as whole.
      const rest = async function* () {
        yield* first.splice(0);
        try {
          yield* pieces;
        } catch (err) {
          recordFault(app, err);
          throw err;
        }
      };
      return reply.send(asIs(Readable.from(rest(), { objectMode: false })));
    },
  );

  const importing = { ...admin, bodyLimit: IMPORT_BODY_LIMIT };
  const importSchema = { body: ContentImport, response: { 200: ImportSummary } };
  const preview = contentDoc(
    'previewContentImport',
    'Preview an import',
    'What importing the document would add, change and leave, without writing anything.',
    { ...importSchema },
  );
  app.post(
    '/admin/content/import/preview',
    // A preview writes nothing; the import itself drops the whole cache.
    { ...importing, config: { invalidates: [] }, schema: preview },
    async (req) => summary(await planImport(app.db, req.body)),
  );

  const apply = contentDoc(
    'importContent',
    'Import content',
    'Applies an exported document in one transaction: records are matched by their key (a slug…), added or updated.',
    { ...importSchema },
  );
  app.post('/admin/content/import', { ...importing, schema: apply }, (req) =>
    transaction(app.db, async (trx) => {
      const plan = await planImport(trx, req.body);
      await applyImport(trx, plan, req);
      const done = summary(plan);
      const count = (field: 'create' | 'replace') => done.sections.reduce((n, s) => n + s[field].length, 0);
      await logActivity(trx, req, {
        resource: 'content',
        action: 'import',
        summary: `Created ${count('create')}, replaced ${count('replace')} (${done.sections.map((s) => s.section).join(', ')})`,
      });
      return done;
    }),
  );
};

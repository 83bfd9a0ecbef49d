import {
  CONTENT_FORMAT,
  ContentExport,
  ContentImport,
  ExportQuery,
  ImportSummary,
} from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/transaction.js';
import { logActivity } from '../activity/log.js';
import { applyImport, planImport } from './import-plan.js';
import { exportContent } from './sections.js';

/** An export holds whole posts (up to 900 kB of rich text each), so imports get more room than other bodies. */
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

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
    { ...admin, schema: { querystring: ExportQuery, response: { 200: ContentExport } } },
    async (req, reply) => {
      const exportedAt = new Date().toISOString();
      reply.header(
        'content-disposition',
        `attachment; filename="land-office-content-${exportedAt.slice(0, 10)}.json"`,
      );
      return {
        format: CONTENT_FORMAT,
        exported_at: exportedAt,
        ...(await exportContent(app.db, { emails: req.query.emails })),
      } as ContentExport;
    },
  );

  const importSchema = { body: ContentImport, response: { 200: ImportSummary } };
  app.post(
    '/admin/content/import/preview',
    // A preview writes nothing; the import itself drops the whole cache.
    { ...admin, config: { invalidates: [] }, bodyLimit: IMPORT_BODY_LIMIT, schema: importSchema },
    async (req) => summary(await planImport(app.db, req.body)),
  );

  app.post('/admin/content/import', { ...admin, bodyLimit: IMPORT_BODY_LIMIT, schema: importSchema }, (req) =>
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

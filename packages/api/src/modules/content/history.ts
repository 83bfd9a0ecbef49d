import type { ContentType } from '@land-office/contract';
import type { FastifyInstance } from 'fastify';
import type { ContentRepository } from './repository.js';

/**
 * Registers a declared type's records with the content history: restoring a revision goes
 * through the type's own update, and its deletes wait in the trash (named by `title`). A preview
 * link shows a record as `read` answers it (the admin read; the type's entity by default).
 */
export function registerContentHistory(
  app: FastifyInstance,
  type: ContentType,
  // biome-ignore lint/suspicious/noExplicitAny: any declared type's repository
  repo: ContentRepository<any>,
  read: (id: number) => Promise<unknown> = async (id) => type.schemas.entity.parse(await repo.get(id)),
) {
  const fields = Object.entries(type.fields);
  const isText = ([, field]: (typeof fields)[number]) =>
    (field.kind === 'string' || field.kind === 'text') && field.ui.input !== 'image';
  // The first text field names a record in the trash; when it may be empty, the first that may not.
  const title = fields.find(isText)?.[0] ?? 'id';
  const fallbackTitle = fields.find((entry) => isText(entry) && !entry[1].nullable)?.[0];
  const uploads = fields
    .filter(([, field]) => field.ui.input === 'image' || field.kind === 'richtext')
    .map(([name]) => name);
  const trash = { title, ...(fallbackTitle !== title ? { fallbackTitle } : {}), uploads };
  app.history.register({
    resource: type.name,
    operation: 'content',
    scopes: [type.name],
    read: async (id) => (await read(id)) as Record<string, unknown>,
    restore: async (id, data, actor) =>
      type.schemas.entity.parse(await repo.restoreVersion(Number(id), data, actor)) as Record<
        string,
        unknown
      >,
    trash: {
      table: type.table,
      ...trash,
      untrash: (id, actor) => repo.untrash(id, actor),
      purge: (id, actor) => repo.purge(id, actor),
    },
  });
}

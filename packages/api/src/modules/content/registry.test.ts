import {
  contentSections,
  contentTypes,
  tokenResourceLabels,
  tokenResources,
  tokenScopes,
} from '@land-office/contract';
import { expect, it } from 'vitest';
import { appTables } from '../../backup/tables.js';
import { routeOperation, routeTokenScope } from '../../plugins/route-permissions.js';
import { describeEachDb } from '../../test/app.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

// Issue "One declaration, really" §1: whatever a declared type needs is there because it is
// declared, on both databases; nothing is a table to remember beside the registry.
describeEachDb('every declared content type', (t) => {
  it("says the spec's texts of its screens and refusals, word for word", () => {
    // Made from each type's name (contract/content-type.ts `standardMessages`): pinned here as the
    // spec writes them, so a new name cannot change a text the spec fixes.
    const spec: Record<string, string[]> = {
      blog: [
        'Blog post not found',
        'Error loading blog post',
        'Error saving blog post',
        'Are you sure you want to delete this blog post?',
      ],
      page: [
        'Page not found',
        'Error loading page',
        'Error saving page',
        'Are you sure you want to delete this page?',
      ],
      menu: [
        'Menu item not found',
        'Error loading menu item',
        'Error saving menu item',
        'Are you sure you want to delete this menu item?',
      ],
      service: [
        'Service not found',
        'Error loading service',
        'Error saving service',
        'Are you sure you want to delete this service?',
      ],
      hero: [
        'Hero section not found',
        'Error loading hero section',
        'Error saving hero section',
        'Are you sure you want to delete this hero section?',
      ],
      banner: [
        'Banner not found',
        'Error loading banner',
        'Error saving banner',
        'Are you sure you want to delete this banner?',
      ],
      faq: [
        'FAQ entry not found',
        'Error loading FAQ entry',
        'Error saving FAQ entry',
        'Are you sure you want to delete this FAQ entry?',
      ],
    };
    for (const type of contentTypes) {
      const { notFound, loadError, saveError, deleteConfirm } = type.messages;
      expect([notFound, loadError, saveError, deleteConfirm], type.name).toEqual(spec[type.name]);
    }
  });

  it('has its token scopes, read and write, named on the token form', () => {
    for (const type of contentTypes) {
      const { resource } = type.scope;
      expect(tokenResources, type.name).toContain(resource);
      expect(tokenScopes, type.name).toEqual(
        expect.arrayContaining([`${resource}:read`, `${resource}:write`]),
      );
      expect(tokenResourceLabels[resource], type.name).toBe(type.scope.label);
    }
    expect(new Set(contentTypes.map((type) => type.scope.resource)).size).toBe(contentTypes.length);
  });

  it('has a permission and a token scope on every admin route and image upload it answers', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const type of contentTypes) {
      const own = Object.entries(document.paths).filter(
        ([path]) =>
          path.startsWith(`/api/${type.api.path}/admin`) || path.startsWith(`/api/upload/${type.name}`),
      );
      expect(own.length, `${type.name}: admin routes`).toBeGreaterThan(0);
      for (const [path, operations] of own)
        for (const method of METHODS.filter((m) => m in operations)) {
          const url = path.replace(/\{[^}]+\}/g, '1');
          const verb = method.toUpperCase();
          expect(routeOperation(verb, url), `${verb} ${path}`).toBe('content');
          expect(routeTokenScope(verb, url), `${verb} ${path}`).toBe(
            `${type.scope.resource}:${verb === 'GET' ? 'read' : 'write'}`,
          );
        }
    }
  });

  it('has its table with the standard columns and its declared fields, and is in backups', async () => {
    const tables = new Map(
      (await appTables(t.app.db, t.dialect)).map((table) => [table.name, table.columns]),
    );
    for (const type of contentTypes) {
      const columns = tables.get(type.table);
      expect(columns, type.table).toBeDefined();
      expect(columns, type.table).toEqual(
        expect.arrayContaining([
          'id',
          'created_at',
          'updated_at',
          'deleted_at',
          'deleted_by',
          ...Object.keys(type.fields),
        ]),
      );
    }
  });

  it('is documented in the API reference under its tag, its operations named from its labels', () => {
    const document = t.app.swagger() as {
      tags: { name: string }[];
      paths: Record<string, Record<string, { operationId?: string; summary?: string; tags?: string[] }>>;
    };
    for (const type of contentTypes) {
      const tag = type.label.many;
      expect(document.tags.map((declared) => declared.name)).toContain(tag);
      const own = Object.entries(document.paths).filter(
        ([path]) => path.startsWith(`/api/${type.api.path}/`) || path === `/api/${type.api.path}`,
      );
      const operations = own.flatMap(([, item]) => Object.values(item));
      expect(operations.length, type.name).toBeGreaterThan(0);
      for (const operation of operations) {
        expect(operation.tags, `${type.name} ${operation.operationId}`).toEqual([tag]);
        expect(operation.summary, `${type.name} ${operation.operationId}`).toBeTruthy();
      }
      // `FAQ entry` → `FaqEntry`: the camelCase a generated client names its methods by.
      const One = type.label.one
        .split(/\s+/)
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
        .join('');
      expect(operations.map((operation) => operation.operationId)).toEqual(
        expect.arrayContaining([`get${One}`, `create${One}`, `update${One}`, `delete${One}`]),
      );
    }
  });

  it('is in the content export, the trash and the revisions', () => {
    for (const type of contentTypes) {
      expect(contentSections, type.name).toContain(type.transfer.section);
      const source = t.app.history.source(type.name);
      expect(source, `${type.name}: history source`).toBeDefined();
      expect(source?.trash, `${type.name}: trash`).toBeDefined();
    }
  });
});

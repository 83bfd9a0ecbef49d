import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp } from '../test/app.js';
import { withPgClient } from '../test/postgres.js';
import { createBackup } from './backup.js';

/**
 * A PostgreSQL server holds other schemas (other instances, other tenants, tests) that come and
 * go: a backup of this one must not depend on them.
 */
(inject('postgres') ? describe : describe.skip)('backup on a shared PostgreSQL server', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let work: string;
  const others = Array.from({ length: 60 }, (_, i) => `other_${process.pid}_${i}`);
  const columns = Array.from({ length: 40 }, (_, i) => `c${i} serial`).join(', ');

  beforeAll(async () => {
    app = await startTestApp('postgres');
    work = mkdtempSync(join(tmpdir(), 'land-office-shared-'));
    await withPgClient(async (c) => {
      for (const name of others) await c.query(`create schema ${name}; create table ${name}.t (${columns})`);
    });
  });
  afterAll(async () => {
    await withPgClient(async (c) => {
      for (const name of others) await c.query(`drop schema if exists ${name} cascade`);
    });
    await app?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('succeeds while other schemas of the server are dropped', async () => {
    const dropping = withPgClient(async (c) => {
      for (const name of others) await c.query(`drop schema ${name} cascade`);
    });
    const backups = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => createBackup(app.config, join(work, `b${i}.tar.gz`))),
    );
    await dropping;
    // Before: most failed with 'schema "other_…" does not exist' (the tables of every schema were read).
    expect(backups.map((b) => (b.status === 'rejected' ? String(b.reason) : 'written'))).toEqual(
      Array(8).fill('written'),
    );
  });
});

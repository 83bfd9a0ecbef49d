import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checksum, listFiles } from '../backup/archive.js';
import { appTables, tableRows } from '../backup/tables.js';
import type { Config } from '../config.js';
import { KEY_FILE } from '../lib/secret-box.js';
import { startTestApp } from '../test/app.js';
import { craftArchive, damagedCopies, editBackup, repeatFirstPost } from '../test/craft-archive.js';
import { emptyTarget } from '../test/restore-target.js';
import { canMount, smallDisks } from '../test/small-disk.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const STACK = /^\s+at /m;

/** `npm run backup|restore -- …` as an operator types it, with the configuration in the environment. */
function npmRun(
  script: 'backup' | 'restore',
  args: string[],
  config: Config,
  more: Record<string, string> = {},
) {
  const env = { ...process.env, DATA_DIR: config.dataDir, LOG_LEVEL: 'silent', ...more } as Record<
    string,
    string
  >;
  delete env.DATABASE_URL;
  delete env.DATABASE_SCHEMA;
  if (config.databaseUrl)
    Object.assign(env, { DATABASE_URL: config.databaseUrl, DATABASE_SCHEMA: config.databaseSchema });
  const child = spawn('npm', ['run', script, '--', ...args], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise<{ status: number | null; stdout: string; message: string }>((resolve) =>
    child.on('close', (status) => {
      // npm's own warnings (about the user's npmrc) are not the command's.
      const message = stderr
        .split('\n')
        .filter((l) => l && !l.startsWith('npm '))
        .join('\n');
      resolve({ status, stdout, message });
    }),
  );
}

if (!canMount) console.log('backup to a full disk: skipped, mounting a tmpfs needs root');

for (const dialect of ['sqlite', 'postgres'] as const) {
  const skip = dialect === 'postgres' && !inject('postgres');
  (skip ? describe.skip : describe)(`npm run backup and restore, faults [${dialect}]`, () => {
    const disks = smallDisks();
    let source: Awaited<ReturnType<typeof startTestApp>>;
    let work: string;
    let good: string;

    beforeAll(async () => {
      source = await startTestApp(dialect);
      const headers = { authorization: await source.auth() };
      for (const title of ['Harbour', 'Meadow'])
        await source.app.inject({
          method: 'POST',
          url: '/api/blog/admin',
          headers,
          payload: { title, slug: title.toLowerCase(), content: `<p>${title}</p>`, published: true },
        });
      // A webhook endpoint: its signing secret is sealed under the source's key.
      await source.app.inject({
        method: 'POST',
        url: '/api/admin/webhooks',
        headers,
        payload: { url: 'http://127.0.0.1:9/hook', events: ['scrape.failed'] },
      });
      work = mkdtempSync(join(tmpdir(), 'land-office-cli-'));
      good = join(work, 'good.tar.gz');
      const made = await npmRun('backup', ['--out', good], source.config);
      expect(made.message).toBe('');
      expect(made.status).toBe(0);
    }, 60_000);
    afterAll(async () => {
      await source?.stop();
      if (canMount) disks.unmountAll();
      rmSync(work, { recursive: true, force: true });
    });

    it.runIf(canMount)(
      'to a full disk fails in one line, exits 1 and leaves no partial file',
      async () => {
        const disk = disks.mount(1);
        disks.fill(disk);
        const out = join(disk, 'backup.tar.gz');
        const full = await npmRun('backup', ['--out', out], source.config);
        expect(full.status).toBe(1);
        expect(full.message).toBe(
          `The backup could not be written to ${out}: the disk is full (${dialect === 'sqlite' ? 'SQLITE_FULL' : 'ENOSPC'}). ` +
            'Nothing was left behind; free some space and try again.',
        );
        expect(full.message).not.toMatch(STACK);
        expect(readdirSync(disk)).toEqual(['filler-0']);
        // A restore onto that disk fails the same way and takes back the DATA_DIR it made.
        const target = await emptyTarget(dialect, { DATA_DIR: join(disk, 'data') });
        try {
          const restore = await npmRun('restore', [good], target.config);
          expect(restore.status).toBe(1);
          expect(restore.message).toMatch(
            /^The disk is full \(ENOSPC.*\): nothing was written\. Free some space and try again\.$/,
          );
          expect(readdirSync(disk)).toEqual(['filler-0']);
        } finally {
          await target.drop();
        }
        disks.free();
        expect((await npmRun('backup', ['--out', out], source.config)).status).toBe(0);
      },
      30_000,
    );

    it("restore elsewhere says plainly what the backup's secrets cannot keep without its key, and keeps them with it", async () => {
      const target = await emptyTarget(dialect);
      try {
        const without = await npmRun('restore', [good], target.config);
        expect(without.status).toBe(0);
        expect(without.stdout).toContain("This backup's secrets were sealed with its installation's key");
        expect(without.stdout).toContain(
          '- 1 webhook endpoint(s) were switched off: delete and add them again for a new signing secret.',
        );
        const sourceKey = readFileSync(join(source.config.dataDir, KEY_FILE), 'utf8').trim();
        const kept = await npmRun('restore', [good, '--force'], target.config, {
          SECRET_KEY_PREVIOUS: sourceKey,
        });
        expect(kept.status).toBe(0);
        expect(kept.stdout).not.toContain("This backup's secrets");
        const hooks = await target.open((db) => db.selectFrom('webhooks').select('enabled').execute());
        expect(hooks.map((h) => Boolean(h.enabled))).toEqual([true]);
      } finally {
        await target.drop();
      }
    });

    it('restore of a truncated, corrupted or hostile archive leaves the target exactly as it was', async () => {
      const { truncated, corrupted } = await damagedCopies(good, work);
      const linked = join(work, 'linked.tar.gz');
      await craftArchive(linked, [
        ...(await editBackup(good, async () => {})),
        { path: 'files/uploads/x.png', type: 'SymbolicLink', linkpath: '/etc/passwd' },
      ]);
      // Well-formed and with true checksums, but its rows break a key: refused after loading them.
      const clash = join(work, 'clash.tar.gz');
      await craftArchive(clash, await editBackup(good, repeatFirstPost));

      // Into a target that holds content (restored from the good archive), replacing it by --force.
      const target = await emptyTarget(dialect);
      try {
        expect((await npmRun('restore', [good], target.config)).status).toBe(0);
        const state = async () => ({
          files: await Promise.all(
            (await listFiles(target.dataDir)).map(async (p) => [
              p,
              (await checksum(join(target.dataDir, p))).sha256,
            ]),
          ),
          rows: await target.open(async (db) => {
            const counts: Record<string, number> = {};
            for (const table of await appTables(db, dialect))
              for await (const _ of tableRows(db, table)) counts[table.name] = (counts[table.name] ?? 0) + 1;
            return counts;
          }),
        });
        const before = await state();
        expect(before.rows.blog_posts).toBe(2);
        for (const [archive, reason] of [
          [truncated, /damaged or truncated/],
          [corrupted, /damaged or truncated|checksum/],
          [linked, /symbolic link/],
          [clash, /rows do not fit the database/],
        ] as const) {
          const refused = await npmRun('restore', [archive, '--force'], target.config);
          expect(refused.status, archive).toBe(1);
          expect(refused.message, archive).toMatch(reason);
          expect(refused.message, archive).not.toMatch(STACK);
          expect(await state(), archive).toEqual(before);
        }
      } finally {
        await target.drop();
      }

      // Into nothing: no DATA_DIR, no empty database file, no table is created.
      const empty = await emptyTarget(dialect);
      try {
        expect((await npmRun('restore', [truncated], empty.config)).status).toBe(1);
        expect(await empty.leftovers()).toEqual([]);
      } finally {
        await empty.drop();
      }
    }, 60_000);
  });
}

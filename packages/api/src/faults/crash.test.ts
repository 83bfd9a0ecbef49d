import { rmSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, type ServerProcess, signIn, startTestServer } from '../test/server.js';

describe('kill -9 during a stream of writes [sqlite]', () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  beforeAll(() => buildApi(), 60_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every write that was answered 2xx, and the database passes integrity_check', async () => {
    server = await startTestServer();
    dataDir = server.dataDir;
    const auth = await signIn(server.url);
    const acknowledged: string[] = [];
    let failed = 0;
    let n = 0;
    const writer = async () => {
      for (;;) {
        const label = `crash-${n++}`;
        const res = await fetch(`${(server as ServerProcess).url}/api/menu/admin`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ label, url: `/${label}` }),
        }).catch(() => undefined);
        if (!res) return void failed++;
        if (!res.ok) continue;
        acknowledged.push(label);
        // And an update of it: a write with a revision of the record before it (issue "Content history").
        const { id } = ((await res.json()) as { menu: { id: number } }).menu;
        const edit = await fetch(`${(server as ServerProcess).url}/api/menu/admin/${id}`, {
          method: 'PUT',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ label: `${label}-edited` }),
        }).catch(() => undefined);
        if (!edit) return void failed++;
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 5));
    await server.kill('SIGKILL');
    await Promise.all(writers);
    expect(failed).toBe(6);

    const db = new SQLite(join(dataDir, 'land-office.sqlite'));
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const created = db
        .prepare("select count(*) as n from activity_log where resource = 'menu' and action = 'create'")
        .get() as { n: number };
      const items = db.prepare('select count(*) as n from menu_items').get() as { n: number };
      // Each item and its activity entry are written in one transaction: never one without the other.
      expect(created.n).toBe(items.n);
      // And so is each write's revision: every item has its create, every edited one its update,
      // holding what the item holds.
      const unrecorded = db
        .prepare(
          `select m.id, m.label from menu_items m
           where not exists (select 1 from revisions r where r.resource = 'menu'
             and r.resource_id = cast(m.id as text) and r.action = 'create')
           or (m.label like '%-edited' and not exists (select 1 from revisions r where r.resource = 'menu'
             and r.resource_id = cast(m.id as text) and r.action = 'update'
             and json_extract(r.data, '$.label') = m.label))`,
        )
        .all();
      expect(unrecorded).toEqual([]);
      const edited = db.prepare("select count(*) as n from menu_items where label like '%-edited'").get() as {
        n: number;
      };
      expect(edited.n).toBeGreaterThan(0);
    } finally {
      db.close();
    }

    server = await startTestServer({ dataDir });
    const res = await fetch(`${server.url}/api/menu/admin`, {
      headers: { authorization: await signIn(server.url) },
    });
    const labels = new Set(((await res.json()) as Array<{ label: string }>).map((m) => m.label));
    expect(acknowledged.filter((label) => !labels.has(label) && !labels.has(`${label}-edited`))).toEqual([]);
  }, 60_000);
});

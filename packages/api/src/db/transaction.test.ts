import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { logActivity } from '../modules/activity/log.js';
import { describeEachDb } from '../test/app.js';
import { SERIALIZATION_RETRIES, transaction } from './transaction.js';

const DEADLINE_MS = 300;

describeEachDb(
  'transactions the database asks to run again',
  (t) => {
    /** The error each database gives when a transaction should simply run again. */
    const tryAgain = () =>
      t.dialect === 'postgres'
        ? Object.assign(new Error('deadlock detected'), { code: '40P01' })
        : Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const logged = async (summary: string) =>
      (await t.app.db.selectFrom('activity_log').select('id').where('summary', '=', summary).execute())
        .length;

    it('runs it again, and keeps only the writes of the run that committed', async () => {
      let runs = 0;
      const result = await transaction(t.app.db, async (trx) => {
        runs++;
        await logActivity(trx, { ip: '127.0.0.1' }, { resource: 'test', action: 'save', summary: 'retried' });
        if (runs < 3) throw tryAgain();
        return 'done';
      });
      expect(result).toBe('done');
      expect(runs).toBe(3);
      expect(await logged('retried')).toBe(1);
    });

    it('gives up after 3 retries on PostgreSQL, after DB_BUSY_DEADLINE_MS on SQLite, with nothing written', async () => {
      let runs = 0;
      const started = Date.now();
      const failing = transaction(t.app.db, async (trx) => {
        runs++;
        await logActivity(
          trx,
          { ip: '127.0.0.1' },
          { resource: 'test', action: 'save', summary: 'given up' },
        );
        throw tryAgain();
      });
      await expect(failing).rejects.toMatchObject({ code: tryAgain().code });
      if (t.dialect === 'postgres') expect(runs).toBe(1 + SERIALIZATION_RETRIES);
      else {
        expect(Date.now() - started).toBeGreaterThanOrEqual(DEADLINE_MS);
        expect(runs).toBeGreaterThan(2);
      }
      expect(await logged('given up')).toBe(0);
    });

    it('never runs a transaction again for an error that is not the database’s to retry', async () => {
      let runs = 0;
      const failing = transaction(t.app.db, async () => {
        runs++;
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      });
      await expect(failing).rejects.toThrow('duplicate key');
      expect(runs).toBe(1);
    });

    it.skipIf(t.dialect !== 'postgres')(
      'lets both sides of a real PostgreSQL deadlock commit: the one the server aborts runs again',
      async () => {
        const ids = await Promise.all(
          ['A', 'B'].map(
            async (label) =>
              (
                await t.app.inject({
                  method: 'POST',
                  url: '/api/menu/admin',
                  payload: { label, url: `/${label}` },
                  headers: { authorization: await t.auth() },
                })
              ).json().menu.id as number,
          ),
        );
        // Each side locks its first row, waits until the other has too, then wants the other's.
        let locked = 0;
        const bothLocked = async () => {
          locked++;
          while (locked < 2) await sleep(5);
        };
        const side = (first: number, second: number, label: string) =>
          transaction(t.app.db, async (trx) => {
            await trx.updateTable('menu_items').set({ label }).where('id', '=', first).execute();
            await bothLocked();
            await trx.updateTable('menu_items').set({ label }).where('id', '=', second).execute();
          });
        const [a = 0, b = 0] = ids;
        const outcomes = await Promise.allSettled([side(a, b, 'first'), side(b, a, 'second')]);
        expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
      },
    );
  },
  { DB_BUSY_DEADLINE_MS: String(DEADLINE_MS) },
);

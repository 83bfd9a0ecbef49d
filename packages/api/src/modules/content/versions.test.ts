import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { addUser } from '../../test/users.js';

const INWORLD_SECRET = 'versions-test-secret';

// Issue "Content history" §4, the server's part: a save over someone else's newer change is refused.
describeEachDb(
  'no silent overwrite between two editors',
  (t) => {
    const send = (
      authorization: string,
      method: 'GET' | 'PUT',
      url: string,
      payload?: object,
      ifMatch?: string,
    ) =>
      t.app.inject({
        method,
        url,
        payload,
        headers: { authorization, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      });

    it('answers each record with its version, refuses a stale If-Match with 412 naming who and when, and writes nothing', async () => {
      const owner = await t.auth();
      const bea = await addUser(t, 'bea-editor', 'editor');
      await send(bea.auth, 'PUT', '/api/admin/account', { display_name: 'Bea Costa' });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/faq/admin',
        headers: { authorization: owner },
        payload: { question: 'Can I keep my parcel?', answer: '<p>Yes.</p>' },
      });
      const id = created.json().faq.id as number;
      const url = `/api/faq/admin/${id}`;

      // Both open it.
      const opened = (await send(owner, 'GET', url)).headers.etag as string;
      expect(opened).toMatch(/^"\d{4}-\d\d-\d\dT[\d:.]+Z"$/);
      expect((await send(bea.auth, 'GET', url)).headers.etag).toBe(opened);

      // Bea saves first: her version was current, so it passes, and the answer carries the new one.
      const first = await send(bea.auth, 'PUT', url, { question: 'Can I keep my parcel forever?' }, opened);
      expect(first.statusCode).toBe(200);
      const after = first.headers.etag as string;
      expect(after).not.toBe(opened);

      // The owner saves over it with the version they opened: refused, with what it holds now.
      const logBefore = (await t.app.db.selectFrom('activity_log').select('id').execute()).length;
      const stale = await send(owner, 'PUT', url, { question: 'Mine' }, opened);
      expect(stale.statusCode).toBe(412);
      expect(stale.json().error).toMatch(
        /^This was changed by Bea Costa at \d{4}-\d\d-\d\d \d\d:\d\d UTC after you opened it$/,
      );
      expect(stale.json().current).toMatchObject({ id, question: 'Can I keep my parcel forever?' });
      const row = await t.app.db
        .selectFrom('faqs')
        .select('question')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.question).toBe('Can I keep my parcel forever?');
      expect((await t.app.db.selectFrom('activity_log').select('id').execute()).length).toBe(logBefore);

      // With the current version, or without If-Match (the spec's clients), it saves.
      expect((await send(owner, 'PUT', url, { question: 'Mine after all' }, after)).statusCode).toBe(200);
      expect((await send(owner, 'PUT', url, { question: 'No version sent' })).statusCode).toBe(200);
      expect((await send(owner, 'PUT', url, { question: 'Any version' }, '*')).statusCode).toBe(200);
      expect((await send(owner, 'PUT', url, { question: 'Garbage tag' }, 'not-a-tag')).statusCode).toBe(412);
    });

    it('lets one of two saves sent at once with the same version through, and refuses the other', async () => {
      const owner = await t.auth();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/faq/admin',
        headers: { authorization: owner },
        payload: { question: 'Race?', answer: '<p>One wins.</p>' },
      });
      const url = `/api/faq/admin/${created.json().faq.id}`;
      const version = (await send(owner, 'GET', url)).headers.etag as string;
      const answers = await Promise.all(
        ['A', 'B', 'C'].map((question) => send(owner, 'PUT', url, { question }, version)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412, 412]);
    });

    // The settings documents, the scraper's sources and support members have no updated_at to show
    // (a member's row also moves with each in-world status report): their version is what they hold.
    const documents: Array<{ name: string; read: string; write: string; mine: object; theirs: object }> = [
      {
        name: 'site settings',
        read: '/api/site-settings/admin',
        write: '/api/site-settings/admin',
        mine: { site_title: 'Mine' },
        theirs: { site_title: 'Theirs' },
      },
      {
        name: 'header settings',
        read: '/api/header-settings/admin',
        write: '/api/header-settings/admin',
        mine: { site_name: 'Mine' },
        theirs: { logo_alt: 'Theirs' },
      },
      {
        name: 'header button',
        read: '/api/header-settings/admin/button',
        write: '/api/header-settings/admin/button',
        mine: { text: 'Mine' },
        theirs: { text: 'Theirs' },
      },
      {
        name: 'available-land page',
        read: '/api/available-land-settings/admin',
        write: '/api/available-land-settings',
        mine: { page_title: 'Mine' },
        theirs: { default_view: 'list' },
      },
      {
        name: 'scraper sources',
        read: '/api/land-scraper/config',
        write: '/api/land-scraper/config',
        mine: { activeScraper: 'acatech', url: 'http://127.0.0.1:9/mine' },
        theirs: { activeScraper: 'cavetech', url: 'http://127.0.0.1:9/theirs' },
      },
    ];

    it.each(documents)(
      'versions the $name: a stale If-Match is refused with 412 and what it holds now',
      async (doc) => {
        const owner = await t.auth();
        const ana = await addUser(t, `ana-${doc.read.length}-${Date.now()}`, 'owner');
        await send(ana.auth, 'PUT', '/api/admin/account', { display_name: 'Ana Lima' });
        const opened = (await send(owner, 'GET', doc.read)).headers.etag as string;
        expect(opened).toMatch(/^"[\w-]+"$/);

        const theirs = await send(ana.auth, 'PUT', doc.write, doc.theirs, opened);
        expect(theirs.statusCode, theirs.body).toBe(200);
        const now = theirs.headers.etag as string;
        expect(now).not.toBe(opened);
        expect((await send(owner, 'GET', doc.read)).headers.etag).toBe(now);

        const stale = await send(owner, 'PUT', doc.write, doc.mine, opened);
        expect(stale.statusCode).toBe(412);
        expect(stale.json().error).toMatch(/^This was changed by Ana Lima at .+ UTC after you opened it$/);
        expect(stale.json().version).toBe(now);
        // What it holds now is the read's shape, their change in it, and mine not.
        const current = (await send(owner, 'GET', doc.read)).json();
        expect(stale.json().current).toEqual(current);
        expect(JSON.stringify(current)).not.toContain('Mine');

        // At the version the 412 gave, the save goes through; without If-Match, as the spec's clients send.
        expect((await send(owner, 'PUT', doc.write, doc.mine, now)).statusCode).toBe(200);
        expect((await send(owner, 'PUT', doc.write, doc.theirs)).statusCode).toBe(200);
      },
    );

    it('versions a support member by what an admin edits: in-world status reports refuse no save', async () => {
      const owner = await t.auth();
      const uuid = '0b7c3f8e-1d2a-4e5f-8a9b-0c1d2e3f4a5b';
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/support',
        headers: { authorization: owner },
        payload: { uuid, languages: 'en' },
      });
      expect(created.statusCode).toBe(200);
      const url = `/api/admin/support/${created.json().id}`;
      const opened = (await send(owner, 'GET', url)).headers.etag as string;
      expect(created.headers.etag).toBe(opened);

      // The avatar comes online meanwhile: the member's row moves, their version does not.
      const report = await t.app.inject({
        method: 'POST',
        url: '/api/support/status',
        headers: { 'x-inworld-secret': INWORLD_SECRET },
        payload: { uuid, status: 'online' },
      });
      expect(report.statusCode, report.body).toBe(200);
      const first = await send(owner, 'PUT', url, { languages: 'en,pt' }, opened);
      expect(first.statusCode, first.body).toBe(200);

      // A second editor still holding the first version is refused, and nothing is written.
      const stale = await send(owner, 'PUT', url, { languages: 'es' }, opened);
      expect(stale.statusCode).toBe(412);
      expect(stale.json().current).toMatchObject({ uuid, languages: 'en,pt' });
      expect(stale.json().version).toBe(first.headers.etag);
      expect((await send(owner, 'GET', url)).json().languages).toBe('en,pt');

      // Of three saves sent at once at one version, one passes.
      const version = first.headers.etag as string;
      const answers = await Promise.all(
        ['de', 'fr', 'it'].map((languages) => send(owner, 'PUT', url, { languages }, version)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412, 412]);
    });
  },
  { INWORLD_SECRET },
);

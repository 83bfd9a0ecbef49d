import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { addUser } from '../../test/users.js';

// Issue "Content history" §4, the server's part: a save over someone else's newer change is refused.
describeEachDb('no silent overwrite between two editors', (t) => {
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
    const row = await t.app.db.selectFrom('faqs').select('question').where('id', '=', id).executeTakeFirst();
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
});

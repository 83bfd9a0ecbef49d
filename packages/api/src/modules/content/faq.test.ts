import { faqType } from '@land-office/contract';
import { beforeEach, expect, it } from 'vitest';
import { OPENAPI_URL } from '../../plugins/openapi.js';
import { describeEachDb } from '../../test/app.js';

// The FAQ has a declaration, a migration and a line in the registry, and no code of its own:
// everything below is the shared content code reading its declaration.
describeEachDb('FAQ, a type declared and nothing else', (t) => {
  const call: typeof t.admin = (...request) => t.admin(...request);
  const create = async (entry: Record<string, unknown>) =>
    (await call('POST', '/api/faq/admin', entry)).json().faq;

  beforeEach(async () => {
    await t.app.db.deleteFrom('faqs').execute();
  });

  it('creates an entry with the declared defaults, its answer sanitised, and answers { faq }', async () => {
    const res = await call('POST', '/api/faq/admin', {
      question: '  Can I rent a whole region?  ',
      answer: '<p onclick="steal()">Yes<script>alert(1)</script>, <strong>ask</strong>.</p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().faq).toEqual({
      id: expect.any(Number),
      updated_at: expect.any(String),
      question: 'Can I rent a whole region?',
      answer: '<p>Yes, <strong>ask</strong>.</p>',
      category: null,
      is_active: true,
      order_pos: 0,
      active_from: null,
      active_until: null,
    });
  });

  it('refuses what the declaration refuses, with 400 and nothing written', async () => {
    const refused = [
      [{ answer: '<p>No question</p>' }, /Question is required/],
      [{ question: 'Q?', answer: '' }, /Answer is required/],
      [{ question: 'x'.repeat(301), answer: '<p>a</p>' }, /300/],
      [{ question: 'Q?', answer: '<p>a</p>', category: 'c'.repeat(61) }, /60/],
      [{ question: 'Q?', answer: '<p>a</p>', rating: 5 }, /rating/],
      [{ question: 'Q?', answer: '<script>alert(1)</script>' }, /Content is required|Answer is required/],
    ] as const;
    for (const [body, error] of refused) {
      const res = await call('POST', '/api/faq/admin', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(error);
    }
    expect(await t.app.db.selectFrom('faqs').selectAll().execute()).toEqual([]);
    // A refusal names its field, for the admin to show the message beside it.
    const tooLong = await call('POST', '/api/faq/admin', {
      question: 'Q?',
      answer: '<p>a</p>',
      category: 'c'.repeat(61),
    });
    expect(tooLong.json()).toEqual({
      error: expect.stringMatching(/^category: .*60/),
      field: 'category',
      code: 'validation',
    });
  });

  it('serves the active entries publicly, in order, with an ETag, reordered with { items }', async () => {
    const first = await create({ question: 'First?', answer: '<p>1</p>', order_pos: 1 });
    const second = await create({ question: 'Second?', answer: '<p>2</p>', order_pos: 2 });
    await create({ question: 'Hidden?', answer: '<p>3</p>', is_active: false });
    const shown = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/faq' }))
        .json()
        .map((f: { question: string }) => f.question);
    expect(await shown()).toEqual(['First?', 'Second?']);
    const etag = (await t.app.inject({ method: 'GET', url: '/api/faq' })).headers.etag as string;
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/faq',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);

    const reorder = await call('PUT', '/api/faq/admin/reorder', {
      items: [
        { id: first.id, order_pos: 2 },
        { id: second.id, order_pos: 1 },
      ],
    });
    expect(reorder.statusCode).toBe(200);
    expect(await shown()).toEqual(['Second?', 'First?']);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/faq',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('updates, toggles and deletes by id, with the declared "not found"', async () => {
    const entry = await create({ question: 'Is tier included?', answer: '<p>Yes.</p>' });
    const updated = await call('PUT', `/api/faq/admin/${entry.id}`, {
      category: 'Billing',
      is_active: false,
    });
    expect(updated.json().faq).toMatchObject({
      question: 'Is tier included?',
      category: 'Billing',
      is_active: false,
    });
    expect((await call('DELETE', `/api/faq/admin/${entry.id}`)).json()).toEqual({ ok: true });
    const gone = await call('GET', `/api/faq/admin/${entry.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(faqType.messages.notFound);
  });

  it('is exported, logged and documented under its declared names', async () => {
    const entry = await create({ question: 'Do you sell?', answer: '<p>Yes.</p>', category: 'Sales' });
    const exported = (await call('GET', '/api/admin/content/export')).json();
    expect(exported.faqs).toEqual([
      expect.objectContaining({ question: 'Do you sell?', answer: '<p>Yes.</p>', category: 'Sales' }),
    ]);
    const activity = (await call('GET', '/api/admin/activity?resource=faq')).json();
    expect(activity.entries[0]).toMatchObject({
      resource: 'faq',
      action: 'create',
      resource_id: String(entry.id),
    });
    const spec = (await t.app.inject({ method: 'GET', url: OPENAPI_URL })).json();
    expect(spec.tags).toContainEqual({ name: 'FAQ entries', description: faqType.description });
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/faq', '/api/faq/admin/{id}']));
  });
});

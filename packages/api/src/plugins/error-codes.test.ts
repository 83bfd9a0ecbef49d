import { ERROR_CODES, userMessages } from '@land-office/contract';
import { expect, it } from 'vitest';
import { describeEachDb } from '../test/app.js';
import { addToLibrary, picture } from '../test/media.js';
import { addUser } from '../test/users.js';

const RATE_LIMIT = 3;

// Issue "One declaration, really" §2: every refusal says what it is in `code`, beside the English
// `error`, so a client translates and acts by the code.
describeEachDb(
  'refusals carry a stable code',
  (t) => {
    const expectRefusal = (
      res: { statusCode: number; json(): unknown },
      status: number,
      refusal: { code: string; field?: string },
    ) => {
      expect(res.statusCode).toBe(status);
      const body = res.json() as { error: unknown; code: unknown; field?: unknown };
      expect(body).toMatchObject({ error: expect.any(String), ...refusal });
      expect(ERROR_CODES).toContain(body.code);
      if (!refusal.field) expect(body.field).toBeUndefined();
    };

    it('answers an unknown route 404 not_found, and a body that is not JSON 400 bad_request', async () => {
      expectRefusal(await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }), 404, {
        code: 'not_found',
      });
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      });
      expectRefusal(notJson, 400, { code: 'bad_request' });
    });

    it('answers a body that fails validation 400 validation, naming the field', async () => {
      const res = await t.admin('POST', '/api/faq/admin', { question: 7, answer: '<p>Not a text.</p>' });
      expectRefusal(res, 400, { code: 'validation', field: 'question' });
    });

    it('answers a required field left out or empty 400 required, naming the field', async () => {
      const missing = await t.admin('POST', '/api/faq/admin', { answer: '<p>No question.</p>' });
      expectRefusal(missing, 400, { code: 'required', field: 'question' });
      const empty = await t.admin('PUT', '/api/site-settings/admin', { site_title: '' });
      expectRefusal(empty, 400, { code: 'required', field: 'site_title' });
    });

    it('answers a text past its limit 400 too_long, with the field and the most it takes', async () => {
      const res = await t.admin('POST', '/api/faq/admin', {
        question: 'q'.repeat(600),
        answer: '<p>Long.</p>',
      });
      expectRefusal(res, 400, { code: 'too_long', field: 'question' });
      expect(res.json().max).toEqual(expect.any(Number));
      expect(res.json().error).toBe(
        `question: Too big: expected string to have <=${res.json().max} characters`,
      );
    });

    it("answers a value not in its field's form 400 invalid_format, naming the field", async () => {
      const slug = await t.admin('POST', '/api/blog/admin', {
        title: 'Shouting',
        slug: 'NOT A SLUG',
        content: '<p>x</p>',
      });
      expectRefusal(slug, 400, { code: 'invalid_format', field: 'slug' });
      const colour = await t.admin('PUT', '/api/header-settings/admin/button', { color_light: 'blue-ish' });
      expectRefusal(colour, 400, { code: 'invalid_format', field: 'color_light' });
    });

    it('answers a repeated slug 409 slug_taken on the slug', async () => {
      const post = { title: 'Island for rent', slug: 'codes-island', content: '<p>Sea view.</p>' };
      expect((await t.admin('POST', '/api/blog/admin', post)).statusCode).toBe(200);
      const again = await t.admin('POST', '/api/blog/admin', { ...post, title: 'Another island' });
      expectRefusal(again, 409, { code: 'slug_taken', field: 'slug' });
    });

    it('answers a save over a newer version 412 version_conflict', async () => {
      const created = await t.admin('POST', '/api/faq/admin', { question: 'Stale?', answer: '<p>Soon.</p>' });
      const url = `/api/faq/admin/${created.json().faq.id}`;
      const opened = (await t.admin('GET', url)).headers.etag as string;
      expect((await t.admin('PUT', url, { question: 'Changed first' })).statusCode).toBe(200);
      const stale = await t.app.inject({
        method: 'PUT',
        url,
        payload: { question: 'Changed second' },
        headers: { authorization: await t.auth(), 'if-match': opened },
      });
      expectRefusal(stale, 412, { code: 'version_conflict' });
      expect(stale.json().current).toMatchObject({ question: 'Changed first' });
    });

    it('answers 401 unauthorized without a token, and invalid_credentials to a wrong password', async () => {
      expectRefusal(await t.app.inject({ method: 'GET', url: '/api/blog/admin' }), 401, {
        code: 'unauthorized',
      });
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        remoteAddress: '10.66.0.1',
        payload: { username: 'nobody-here', password: 'not-the-password' },
      });
      expectRefusal(wrong, 401, { code: 'invalid_credentials' });
    });

    it('answers 403 forbidden to a role that may not do it', async () => {
      const support = await addUser(t, 'codes-support', 'support');
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { authorization: support.auth },
      });
      expectRefusal(res, 403, { code: 'forbidden' });
      // The role and what it may not do, by the contract's keys, beside the English.
      expect(res.json()).toMatchObject({ role: 'support', operation: 'users' });
      expect(res.json().error).toBe(userMessages.forbidden('support', 'users'));
    });

    it('answers 409 in_use to deleting a media item content still uses', async () => {
      const item = await addToLibrary(t, await picture(700, 100, '#1a2b3c'), 'codes-in-use.png');
      expect((await t.admin('POST', '/api/banner/admin', { image_url: item.url })).statusCode).toBe(200);
      const refused = await t.admin('DELETE', `/api/admin/media/${item.id}`);
      expectRefusal(refused, 409, { code: 'in_use' });
      expect(refused.json().used_by).toHaveLength(1);
    });

    it('answers 429 rate_limited past the per-address limit, with Retry-After', async () => {
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          remoteAddress: '10.77.0.1',
          payload: { username: 'nobody-here', password: 'not-the-password' },
        });
      for (let n = 0; n < RATE_LIMIT; n++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expectRefusal(limited, 429, { code: 'rate_limited' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
  { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) },
);

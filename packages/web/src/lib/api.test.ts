import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testAdmin } from '../test/admins';
import { fail, on, requests, sent, serve } from '../test/msw';
import { LandOfficeError, landOffice, unwrap } from './api';
import { multipart } from './multipart';
import { forbiddenText, refusalText } from './refusal-text';
import { session } from './session';
import { ifMatch, versioned } from './versioned-document';

const admin = testAdmin();

describe('the typed client', () => {
  it('sends the bearer token of the stored session', async () => {
    session.set({ token: 'tok-123', admin });
    serve(on.get<unknown[]>('/admin/auth/sessions', () => []));
    expect(await unwrap(landOffice.GET('/api/admin/auth/sessions'))).toEqual([]);
    const [request] = requests();
    expect(request?.path).toBe('/admin/auth/sessions');
    expect(request?.headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('signs out on a 401 and clears admin_token / admin_user', async () => {
    session.set({ token: 'tok-123', admin });
    serve(on.get('/admin/dashboard', () => fail(401, 'Session expired or signed out')));
    const error = await unwrap(landOffice.GET('/api/admin/dashboard')).catch((e) => e);
    expect(error).toBeInstanceOf(LandOfficeError);
    expect(error).toMatchObject({ status: 401, message: 'Session expired or signed out' });
    expect(session.get()).toBeNull();
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(localStorage.getItem('admin_user')).toBeNull();
  });

  it('says a network failure as a refusal of status 0', async () => {
    serve(on.get('/admin/dashboard', () => HttpResponse.error()));
    const error = await unwrap(landOffice.GET('/api/admin/dashboard')).catch((e) => e);
    expect(error).toMatchObject({ status: 0, message: 'Network error' });
    expect(refusalText(error, 'Could not load')).toBe('Could not load');
  });

  it("prefers the server's error text, else the screen's fallback", async () => {
    serve(on.post('/blog/admin', () => fail(409, 'Slug already exists')));
    const err = await unwrap(
      landOffice.POST('/api/blog/admin', { body: { title: 'A', slug: 'a', content: 'x' } }),
    ).catch((e) => e);
    expect(refusalText(err, 'Error saving blog post')).toBe('Slug already exists');
    expect(refusalText(new Error('boom'), 'Error saving blog post')).toBe('Error saving blog post');
  });

  it("gives the server's words of a refused role, and nothing for other refusals", () => {
    const forbidden = new LandOfficeError(403, 'Your role (editor) cannot change site settings');
    expect(forbiddenText(forbidden)).toBe('Your role (editor) cannot change site settings');
    expect(forbiddenText(new LandOfficeError(409, 'Slug already exists'))).toBeUndefined();
  });

  it('answers the version (ETag) a record was read at, and writes at a version with If-Match', async () => {
    serve(
      on.get('/menu/admin/4', () =>
        HttpResponse.json({ menu: { id: 4 } }, { headers: { ETag: '"2026-11-25T10:00:00.000Z"' } }),
      ),
      on.put('/menu/admin/4', () =>
        HttpResponse.json({ menu: { id: 4 } }, { headers: { ETag: '"2026-11-25T10:05:00.000Z"' } }),
      ),
    );
    const path = { params: { path: { id: 4 } } };
    expect(await versioned(landOffice.GET('/api/menu/admin/{id}', path))).toEqual({
      data: { menu: { id: 4 } },
      version: '"2026-11-25T10:00:00.000Z"',
    });
    const body = { label: 'Home' };
    const saved = await versioned(
      landOffice.PUT('/api/menu/admin/{id}', {
        ...path,
        body,
        headers: ifMatch('"2026-11-25T10:00:00.000Z"'),
      }),
    );
    expect(saved.version).toBe('"2026-11-25T10:05:00.000Z"');
    await versioned(landOffice.PUT('/api/menu/admin/{id}', { ...path, body, headers: ifMatch(undefined) }));
    expect(
      requests()
        .filter((request) => request.method === 'PUT')
        .map((request) => request.headers.get('if-match')),
    ).toEqual(['"2026-11-25T10:00:00.000Z"', null]);
  });

  it('keeps the whole refusal: a 412 carries the record as it is now', async () => {
    const refusal = {
      error: 'This was changed by Bruno at 2026-11-25 10:05 UTC after you opened it',
      current: { id: 4, label: 'Start' },
      version: '"2026-11-25T10:05:00.000Z"',
    };
    serve(on.put('/menu/admin/4', () => HttpResponse.json(refusal, { status: 412 })));
    const error = await versioned(
      landOffice.PUT('/api/menu/admin/{id}', {
        params: { path: { id: 4 } },
        body: {},
        headers: ifMatch('"old"'),
      }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(LandOfficeError);
    expect(error).toMatchObject({ status: 412, message: refusal.error, body: refusal });
  });

  it('sends files as a multipart body with the parts the document names', async () => {
    serve(on.post<{ filePath: string }>('/upload/blog', () => ({ filePath: '/uploads/blog/a.png' })));
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const answer = await unwrap(landOffice.POST('/api/upload/blog', { body: multipart({ image: file }) }));
    expect(answer.filePath).toBe('/uploads/blog/a.png');
    const [form] = sent('POST', '/upload/blog') as FormData[];
    expect(form?.get('image')).toMatchObject({ name: 'a.png' });
  });

  it('restores a stored session on load', () => {
    localStorage.setItem('admin_token', 'kept');
    localStorage.setItem('admin_user', JSON.stringify(admin));
    session.reload();
    expect(session.get()).toEqual({ token: 'kept', admin });
  });
});

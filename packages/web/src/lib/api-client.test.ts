import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testAdmin } from '../test/admins';
import { fail, on, requests, serve } from '../test/msw';
import { ApiError, api, errorText, unwrap } from './api-client';
import { session } from './session';
import { landOffice } from './typed-client';

const admin = testAdmin();

describe('api client', () => {
  it('sends the bearer token of the stored session', async () => {
    session.set({ token: 'tok-123', admin });
    serve(on.get<{ ok: true }>('/blog/admin', () => ({ ok: true })));
    await api.get('/blog/admin');
    const [request] = requests();
    expect(request?.path).toBe('/blog/admin');
    expect(request?.headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('signs out on a 401 and clears admin_token / admin_user', async () => {
    session.set({ token: 'tok-123', admin });
    serve(on.get('/blog/admin', () => fail(401, 'Session expired or signed out')));
    await expect(api.get('/blog/admin')).rejects.toBeInstanceOf(ApiError);
    expect(session.get()).toBeNull();
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(localStorage.getItem('admin_user')).toBeNull();
  });

  it("prefers the server's error text, else the screen's fallback", async () => {
    serve(on.post('/blog/admin', () => fail(409, 'Slug already exists')));
    const err = await api.post('/blog/admin', {}).catch((e) => e);
    expect(errorText(err, 'Error saving blog post')).toBe('Slug already exists');
    expect(errorText(new Error('boom'), 'Error saving blog post')).toBe('Error saving blog post');
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
    expect(await api.getWithVersion('/menu/admin/4')).toEqual({
      data: { menu: { id: 4 } },
      version: '"2026-11-25T10:00:00.000Z"',
    });
    // The plain calls answer the body alone, as before.
    expect(await api.get('/menu/admin/4')).toEqual({ menu: { id: 4 } });
    const saved = await api.putWithVersion('/menu/admin/4', { label: 'Home' }, '"2026-11-25T10:00:00.000Z"');
    expect(saved.version).toBe('"2026-11-25T10:05:00.000Z"');
    await api.putWithVersion('/menu/admin/4', { label: 'Home' });
    await api.put('/menu/admin/4', { label: 'Home' });
    expect(
      requests()
        .filter((request) => request.method === 'PUT')
        .map((request) => request.headers.get('if-match')),
    ).toEqual(['"2026-11-25T10:00:00.000Z"', null, null]);
  });

  it('keeps the whole refusal: a 412 carries the record as it is now', async () => {
    const refusal = {
      error: 'This was changed by Bruno at 2026-11-25 10:05 UTC after you opened it',
      current: { id: 4, label: 'Start' },
      version: '"2026-11-25T10:05:00.000Z"',
    };
    serve(on.put('/menu/admin/4', () => HttpResponse.json(refusal, { status: 412 })));
    const error = await api.putWithVersion('/menu/admin/4', {}, '"old"').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 412, message: refusal.error, body: refusal });
  });

  it('sends typed calls with the same session, and a refused token signs out there too', async () => {
    session.set({ token: 'tok-456', admin });
    serve(
      on.get<unknown[]>('/admin/auth/sessions', () => []),
      on.get('/admin/dashboard', () => fail(401, 'Session expired or signed out')),
    );
    expect(await unwrap(landOffice.GET('/api/admin/auth/sessions'))).toEqual([]);
    expect(requests()[0]?.headers.get('authorization')).toBe('Bearer tok-456');
    const error = await unwrap(landOffice.GET('/api/admin/dashboard')).catch((e) => e);
    expect(error).toMatchObject({ status: 401, message: 'Session expired or signed out' });
    expect(error).toBeInstanceOf(ApiError);
    expect(session.get()).toBeNull();
  });

  it('restores a stored session on load', () => {
    localStorage.setItem('admin_token', 'kept');
    localStorage.setItem('admin_user', JSON.stringify(admin));
    session.reload();
    expect(session.get()).toEqual({ token: 'kept', admin });
  });
});

import { describe, expect, it } from 'vitest';
import { testAdmin } from '../test/admins';
import { fail, on, requests, serve } from '../test/msw';
import { ApiError, api, errorText } from './api-client';
import { session } from './session';

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

  it('restores a stored session on load', () => {
    localStorage.setItem('admin_token', 'kept');
    localStorage.setItem('admin_user', JSON.stringify(admin));
    session.reload();
    expect(session.get()).toEqual({ token: 'kept', admin });
  });
});

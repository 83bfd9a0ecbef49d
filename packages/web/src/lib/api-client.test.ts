import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorText } from './api-client';
import { session } from './session';

const admin = { id: 1, username: 'ana', email: 'ana@example.com' };

function respond(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('sends the bearer token of the stored session', async () => {
    session.set({ token: 'tok-123', admin });
    const fetch = respond(200, { ok: true });
    await api.get('/blog/admin');
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/blog/admin');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
  });

  it('signs out on a 401 and clears admin_token / admin_user', async () => {
    session.set({ token: 'tok-123', admin });
    respond(401, { error: 'Session expired or signed out' });
    await expect(api.get('/blog/admin')).rejects.toBeInstanceOf(ApiError);
    expect(session.get()).toBeNull();
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(localStorage.getItem('admin_user')).toBeNull();
  });

  it("prefers the server's error text, else the screen's fallback", async () => {
    respond(409, { error: 'Slug already exists' });
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

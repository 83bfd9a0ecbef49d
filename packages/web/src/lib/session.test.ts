import { describe, expect, it } from 'vitest';
import { testAdmin } from '../test/admins';
import { session } from './session';

describe('the stored session', () => {
  it('reads a user stored before there were roles as the owner, named by their username', () => {
    localStorage.setItem('admin_token', 'kept');
    localStorage.setItem('admin_user', JSON.stringify({ id: 1, username: 'admin', email: null }));
    session.reload();
    expect(session.get()).toEqual({
      token: 'kept',
      admin: { id: 1, username: 'admin', email: null, role: 'owner', display_name: 'admin' },
    });
  });

  it('keeps the role and display name it was given', () => {
    const admin = testAdmin({ role: 'support', display_name: 'Sam' });
    localStorage.setItem('admin_token', 'kept');
    localStorage.setItem('admin_user', JSON.stringify(admin));
    session.reload();
    expect(session.get()?.admin).toEqual(admin);
  });

  it('is signed out, not broken, by a stored user it cannot read', () => {
    localStorage.setItem('admin_token', 'kept');
    for (const stored of ['null', '"ana"', '{"id":1}', '{not json']) {
      localStorage.setItem('admin_user', stored);
      session.reload();
      expect(session.get()).toBeNull();
    }
  });
});

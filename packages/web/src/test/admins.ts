import type { Admin } from '@land-office/contract';

/** A signed-in user as the login answer and `/auth/me` give it: Ana, an owner, unless `fields` say otherwise. */
export const testAdmin = (fields: Partial<Admin> = {}): Admin => ({
  id: 1,
  username: 'ana',
  email: 'ana@example.com',
  role: 'owner',
  display_name: 'Ana Lima',
  ...fields,
});

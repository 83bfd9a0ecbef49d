import type { Generated } from 'kysely';

/** Timestamps are ISO-8601 UTC strings in both dialects, so they sort and compare the same way. */
export interface AdminTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_used_at: string;
  ip: string | null;
}

export interface LoginFailureTable {
  id: Generated<number>;
  username: string;
  ip: string;
  at: string;
}

export interface Database {
  admins: AdminTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
}

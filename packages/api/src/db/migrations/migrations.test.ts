import { describe, expect, inject, it } from 'vitest';
import { startTestApp } from '../../test/app.js';

describe.skipIf(!inject('postgres'))('migrations on PostgreSQL', () => {
  it('migrate a fresh schema while another schema of the database already holds a migrated install', async () => {
    const first = await startTestApp('postgres');
    try {
      const second = await startTestApp('postgres');
      const health = await second.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', db: 'postgres' });
      await second.stop();
    } finally {
      await first.stop();
    }
  });
});

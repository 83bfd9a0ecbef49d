import { describe, expect, it } from 'vitest';
import { faultKind, faultLog } from './faults.js';

const coded = (code: string, extra: object = {}) => Object.assign(new Error(code), { code }, extra);

describe('temporary faults', () => {
  it('knows the database being down from its drivers’ codes and words', () => {
    for (const code of ['55000', '57P01', '57P03', '08006', '08001', '53300', 'ECONNREFUSED', 'ECONNRESET'])
      expect(faultKind(coded(code)), code).toBe('down');
    expect(faultKind(new Error('timeout exceeded when trying to connect'))).toBe('down');
    expect(faultKind(new Error('Connection terminated unexpectedly'))).toBe('down');
  });

  it('tells a busy SQLite, a full disk and a read-only one apart', () => {
    expect(faultKind(coded('SQLITE_BUSY'))).toBe('busy');
    expect(faultKind(coded('SQLITE_BUSY_SNAPSHOT'))).toBe('busy');
    for (const code of ['SQLITE_FULL', '53100', 'ENOSPC', 'EDQUOT'])
      expect(faultKind(coded(code)), code).toBe('full');
    for (const code of ['SQLITE_READONLY', 'EROFS', '25006'])
      expect(faultKind(coded(code)), code).toBe('read-only');
    expect(faultKind(coded('EACCES', { path: '/data/uploads/x' }))).toBe('read-only');
  });

  it('answers a PostgreSQL deadlock or serialization failure that outlived its retries as busy', () => {
    expect(faultKind(coded('40P01'))).toBe('busy');
    expect(faultKind(coded('40001'))).toBe('busy');
  });

  it('ends a busy database only when a write works: reads go on while SQLite is locked', () => {
    const lines: string[] = [];
    const log = {
      warn: (_o: object, msg: string) => lines.push(`warn ${msg}`),
      info: (_o: object, msg: string) => lines.push(`info ${msg}`),
    } as unknown as Parameters<typeof faultLog>[0];
    const faults = faultLog(log);
    faults.raise('database', 'busy', coded('SQLITE_BUSY'));
    faults.worked('database', false);
    faults.raise('database', 'busy', coded('SQLITE_BUSY'));
    expect(faults.current('database')).toBe('busy');
    faults.worked('database', true);
    expect(faults.current('database')).toBeUndefined();
    expect(lines).toEqual(['warn database busy: SQLITE_BUSY', 'info database busy: recovered']);
  });

  it('leaves bad input and bugs alone', () => {
    for (const code of ['23505', '22021', '42P01', 'SQLITE_CONSTRAINT_UNIQUE', 'EACCES'])
      expect(faultKind(coded(code)), code).toBeUndefined();
    expect(faultKind(new TypeError('x is undefined'))).toBeUndefined();
    expect(faultKind(undefined)).toBeUndefined();
  });

  it('logs a fault once when it starts and once when it ends', () => {
    const lines: Array<[string, string]> = [];
    const log = {
      warn: (_o: object, msg: string) => lines.push(['warn', msg]),
      info: (_o: object, msg: string) => lines.push(['info', msg]),
    } as unknown as Parameters<typeof faultLog>[0];
    const faults = faultLog(log);
    for (let i = 0; i < 50; i++) faults.raise('database', 'down', coded('57P01'));
    faults.worked('database', false);
    faults.worked('database', false);
    faults.raise('database', 'full', coded('SQLITE_FULL'));
    faults.worked('database', false);
    expect(faults.current('database')).toBe('full');
    faults.worked('database', true);
    expect(faults.current('database')).toBeUndefined();
    expect(lines).toEqual([
      ['warn', 'database down: 57P01'],
      ['info', 'database down: recovered'],
      ['warn', 'database full: SQLITE_FULL'],
      ['info', 'database full: recovered'],
    ]);
  });
});

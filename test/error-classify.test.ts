import { describe, expect, it } from 'vitest';
import { classify } from '../src/http/error-handler.js';

/**
 * What a database outage looks like to the error handler (the whole journey
 * runs in test/resilience/database-outage.test.ts against a real PostgreSQL).
 */
const pgError = (fields: Record<string, unknown>) => Object.assign(new Error('driver text a client must never see'), fields);

describe('classify: database unavailable → SYSTEM.UNAVAILABLE', () => {
  it.each([
    ['a FATAL refusal to connect (55000, database not accepting connections)', { code: '55000', severity: 'FATAL' }],
    ['a terminated backend (57P01, admin shutdown)', { code: '57P01', severity: 'FATAL' }],
    ['a connection exception class 08', { code: '08006' }],
    ['too many connections (53300)', { code: '53300', severity: 'FATAL' }],
    ['a refused socket', { code: 'ECONNREFUSED' }],
  ])('%s', (_name, fields) => {
    expect(classify(pgError(fields)).code).toBe('SYSTEM.UNAVAILABLE');
  });

  it('a dropped connection without a code ("Connection terminated unexpectedly")', () => {
    expect(classify(new Error('Connection terminated unexpectedly')).code).toBe('SYSTEM.UNAVAILABLE');
  });

  it('keeps statement errors as they were: 55000 at ERROR severity is a bug (500), 23505 a conflict', () => {
    expect(classify(pgError({ code: '55000', severity: 'ERROR' })).code).toBe('SYSTEM.INTERNAL_ERROR');
    expect(classify(pgError({ code: '23505', severity: 'ERROR' })).code).toBe('RESOURCE.CONFLICT');
  });
});

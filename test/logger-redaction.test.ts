import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redactLine } from '../src/infra/logger.js';

/** A logger at `info` whose lines are kept, parsed. */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

describe('log redaction', () => {
  it('blanks credentials in a logged request, and a logged error code that could be an MFA code, keeping its diagnosable twin', () => {
    const { logger, lines } = capture();
    const error = Object.assign(new Error('code check failed'), { code: '123456' });
    const sqlError = Object.assign(new Error('duplicate key'), { code: '23505' });
    logger.info({ req: { method: 'GET', headers: { authorization: 'Bearer leak-1', 'x-portal-access-code': 'leak-2', cookie: 'leak-3', accept: 'application/json' } } }, 'headers probe');
    logger.error({ err: error }, 'mfa probe');
    logger.error({ err: sqlError }, 'sql probe');
    expect(lines[0]!.req).toEqual({ method: 'GET', headers: { authorization: '[redacted]', 'x-portal-access-code': '[redacted]', cookie: '[redacted]', accept: 'application/json' } });
    expect(lines[1]!.err).toMatchObject({ message: 'code check failed', code: '[redacted]' });
    expect(lines[1]!.err).not.toHaveProperty('errorCode');
    expect(lines[2]!.err).toMatchObject({ code: '[redacted]', errorCode: '23505' });
    expect(JSON.stringify(lines)).not.toMatch(/leak-|123456/);
  });

  it('leaves the caller’s objects as they were, and a request logger keeps its request id', () => {
    const { logger, lines } = capture();
    const body = { email: 'kept@example.com', password: 'pw-1' };
    logger.child({ requestId: 'req-7' }).info({ body, token: 'tok-1' }, 'body probe');
    expect(body.password).toBe('pw-1');
    expect(lines[0]).toMatchObject({ requestId: 'req-7', token: '[redacted]', body: { email: 'kept@example.com', password: '[redacted]' } });
  });

  it('hands a request object to its serializer untouched, credentials in its headers or not (a copy would lose its getters)', () => {
    class RequestLike {
      get method() {
        return 'GET';
      }
      get headers() {
        return { authorization: 'Bearer x' };
      }
    }
    const request = new RequestLike();
    const line = redactLine({ req: request, res: { statusCode: 200, token: 'tok-2' } });
    expect(line.req).toBe(request);
    expect(line.res).toEqual({ statusCode: 200, token: '[redacted]' });
  });
});

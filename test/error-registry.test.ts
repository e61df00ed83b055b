import { describe, expect, it } from 'vitest';
import { AppError, closeErrorRegistry, declaredErrorCodes, defineErrors, messageFor, statusOf } from '../src/core/errors.js';
import '../src/error-catalogue.js';
import { LOCALES } from '../src/core/locale.js';

const message = { en: 'x', zh: 'x', 'zh-Hant': 'x', ja: 'x', vi: 'x' };

describe('the error registry', () => {
  it('holds every catalogue, each code with a status and a message in every locale', () => {
    const codes = declaredErrorCodes();
    expect(codes).toEqual(expect.arrayContaining(['VALIDATION.INVALID_PARAMETER', 'AUTH.INVALID_CREDENTIALS', 'SECURE_CHANNEL.REPLAY', 'FILE.TOO_LARGE', 'WALLET.INSUFFICIENT_FUNDS']));
    for (const code of codes) {
      expect(statusOf(code), code).toBeGreaterThanOrEqual(400);
      for (const locale of LOCALES) expect(messageFor(code, locale).trim(), `${code} ${locale}`).not.toBe('');
    }
  });

  it('gives an error its status from the code, never from the throw site', () => {
    expect(new AppError('QUOTE.EXPIRED').status).toBe(422);
    expect(new AppError('RESOURCE.CONFLICT', 'detail').message).toBe('RESOURCE.CONFLICT: detail');
  });

  it('refuses a code declared twice, so two modules cannot give one code two meanings', () => {
    expect(() => defineErrors({ 'AUTH.INVALID_CREDENTIALS': { status: 400, message } })).toThrow(/declared twice/);
  });

  it('is closed once the application is composed: no code can be added while serving', () => {
    defineErrors({ 'TEST.BEFORE_CLOSE': { status: 400, message } });
    closeErrorRegistry();
    expect(() => defineErrors({ 'TEST.AFTER_CLOSE': { status: 400, message } })).toThrow(/after the registry closed/);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { clearFragment, tokenFromFragment } from './fragment-token';

const TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MDEyMzQ1Njc4OTA';

describe('tokenFromFragment', () => {
  it('reads the token of the link in the mail', () => {
    expect(tokenFromFragment(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromFragment(`#other=1&token=${TOKEN}`)).toBe(TOKEN);
  });

  it('answers null when the address has no token', () => {
    expect(tokenFromFragment('')).toBeNull();
    expect(tokenFromFragment('#')).toBeNull();
    expect(tokenFromFragment('#token=')).toBeNull();
    expect(tokenFromFragment('#section-2')).toBeNull();
  });
});

describe('clearFragment', () => {
  it('replaces the address with the same path and query, no fragment, keeping the router state', () => {
    const history = { state: { idx: 3 }, replaceState: vi.fn() };
    clearFragment({ hash: `#token=${TOKEN}`, pathname: '/reset-password', search: '?lang=ja' }, history);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/reset-password?lang=ja');
  });

  it('does nothing when there is no fragment (a second run, a pasted token)', () => {
    const history = { state: null, replaceState: vi.fn() };
    clearFragment({ hash: '', pathname: '/reset-password', search: '' }, history);
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

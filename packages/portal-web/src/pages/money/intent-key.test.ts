import { describe, expect, it } from 'vitest';
import { intentKeyFor, randomIntentKey } from './intent-key';

describe('intentKeyFor', () => {
  let counter = 0;
  const makeKey = () => `k${++counter}`;

  it('reuses the key while the same request is sent again (double click, retry)', () => {
    const first = intentKeyFor(null, '{"amount":"10"}', makeKey);
    const again = intentKeyFor(first, '{"amount":"10"}', makeKey);
    expect(again.key).toBe(first.key);
  });

  it('makes a new key when the request changes', () => {
    const first = intentKeyFor(null, '{"amount":"10"}', makeKey);
    const changed = intentKeyFor(first, '{"amount":"11"}', makeKey);
    expect(changed.key).not.toBe(first.key);
  });

  it('makes a new key after the intent was settled (no previous state)', () => {
    const first = intentKeyFor(null, '{"amount":"10"}', makeKey);
    expect(intentKeyFor(null, '{"amount":"10"}', makeKey).key).not.toBe(first.key);
  });

  it('random keys are 32 hex characters and differ', () => {
    const a = randomIntentKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomIntentKey()).not.toBe(a);
  });
});

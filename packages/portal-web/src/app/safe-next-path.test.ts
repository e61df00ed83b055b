import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './safe-next-path';

describe('safeNextPath', () => {
  it('goes back to a path of this app, query included', () => {
    expect(safeNextPath('/profile')).toBe('/profile');
    expect(safeNextPath('/wallets?page=2')).toBe('/wallets?page=2');
  });

  it('refuses other origins (an open redirect otherwise) and falls back', () => {
    expect(safeNextPath('//evil.example/x')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('javascript:alert(1)')).toBe('/');
    expect(safeNextPath(null, '/home')).toBe('/home');
  });
});

describe('signInPathFor', () => {
  it('remembers where the user was going, except the home page', () => {
    expect(signInPathFor('/sign-in', '/profile?tab=a')).toBe('/sign-in?next=%2Fprofile%3Ftab%3Da');
    expect(signInPathFor('/sign-in', '/')).toBe('/sign-in');
  });
});

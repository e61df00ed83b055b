import type { NavigateFunction } from 'react-router';

/** What a page that ends at sign-in tells the user there (a key of the location state, so a language change re-translates it). */
export const SIGN_IN_NOTICES = {
  passwordReset: 'auth.reset.done',
  passwordSet: 'auth.setPassword.done',
} as const;
export type SignInNotice = keyof typeof SIGN_IN_NOTICES;

export function signInWithNotice(navigate: NavigateFunction, notice: SignInNotice): Promise<void> | void {
  return navigate('/sign-in', { replace: true, state: { notice } });
}

/** The notice a location's state carries, when it is one of ours. */
export function noticeOf(state: unknown): SignInNotice | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && notice in SIGN_IN_NOTICES ? (notice as SignInNotice) : undefined;
}

import { expect } from 'vitest';

/** A partner error answer: this status and code together (one diff shows both), success false, data null. */
export function expectError(res: { status: number; body: { code?: string } | null }, status: number, code: string): void {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(res.body).toMatchObject({ success: false, data: null });
}

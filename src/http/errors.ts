import { statusOf, type ErrorCode } from './error-codes.js';

/**
 * The one error type of the service. It carries a code from the registry;
 * the status comes from the code and the message is localized when rendered.
 * `detail` is safe to show the caller (a field name, a limit), never data.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'AppError';
    this.status = statusOf(code);
  }
}

export const invalidParameter = (detail: string): AppError => new AppError('VALIDATION.INVALID_PARAMETER', detail);
export const notFound = (detail?: string): AppError => new AppError('RESOURCE.NOT_FOUND', detail);
export const conflict = (detail?: string): AppError => new AppError('RESOURCE.CONFLICT', detail);

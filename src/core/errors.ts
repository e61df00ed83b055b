import type { Locale, Localized } from './locale.js';

/**
 * The one error type of the service, shared by every layer: a module's rule,
 * an adapter (captcha, rate limiter) and the HTTP plumbing throw it alike, and
 * only the error handler turns it into an envelope.
 *
 * Codes are owned by whoever raises them: each module declares its own in
 * `<feature>.errors.ts` with `defineErrors`, the HTTP plumbing's in
 * `common.errors.ts`. A declaration registers its codes when its file is
 * loaded and adds them to the `ErrorCatalogues` interface by module
 * augmentation, so `ErrorCode` is the closed union of every declared code: an
 * unknown code is a compile error. The status is looked up from the code,
 * never chosen at the throw site, so one code always means one status.
 */
export interface ErrorDefinition {
  readonly status: number;
  readonly message: Localized;
}

/** Augmented by every `<feature>.errors.ts`: `interface ErrorCatalogues { roles: typeof roleErrors }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ErrorCatalogues {}

export type ErrorCode = { [K in keyof ErrorCatalogues]: Extract<keyof ErrorCatalogues[K], string> }[keyof ErrorCatalogues];

const registry = new Map<string, ErrorDefinition>();
let closed = false;

/** Declares a module's codes. A code declared twice, or after the registry closed, fails at start. */
export function defineErrors<const C extends Readonly<Record<string, ErrorDefinition>>>(catalogue: C): C {
  for (const [code, definition] of Object.entries(catalogue)) {
    if (closed) throw new Error(`error code ${code} declared after the registry closed`);
    if (registry.has(code)) throw new Error(`error code ${code} declared twice`);
    registry.set(code, definition);
  }
  return catalogue;
}

/** Ends declarations: called once the application is composed, so the set of codes cannot grow while serving. */
export function closeErrorRegistry(): void {
  closed = true;
}

function definitionOf(code: ErrorCode): ErrorDefinition {
  const definition = registry.get(code);
  // Only reachable when the declaring file was never loaded: the type says the code exists.
  if (!definition) throw new Error(`error code ${code} is not loaded; import its <feature>.errors.ts`);
  return definition;
}

export function statusOf(code: ErrorCode): number {
  return definitionOf(code).status;
}

/** The localized message of a code, with an optional detail (field names stay untranslated). */
export function messageFor(code: ErrorCode, locale: Locale, detail?: string): string {
  const base = definitionOf(code).message[locale];
  return detail ? `${base}: ${detail}` : base;
}

/** Every declared code, ordered by status then code, so documents built from it do not depend on load order. */
export function declaredErrorCodes(): ErrorCode[] {
  return ([...registry.keys()] as ErrorCode[]).sort(byStatusThenCode);
}

export function byStatusThenCode(a: ErrorCode, b: ErrorCode): number {
  return statusOf(a) - statusOf(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * User-self endpoints speak 4-digit codes (DESIGN.md): the partner code is
 * folded into its family by HTTP status.
 */
export function selfCodeOf(code: ErrorCode): string {
  const status = statusOf(code);
  if (status === 401) return '4010';
  if (status === 403) return '4030';
  if (status === 404) return '4040';
  if (status === 409) return '4090';
  if (status === 422) return '4220';
  if (status === 429) return '4290';
  if (status >= 500) return '5000';
  return '4000';
}

/**
 * `detail` is safe to show the caller (a field name, a limit), never data; a
 * client branches on the code, never on the detail.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'AppError';
  }

  /** Looked up when read, not when thrown: a rule can refuse before its catalogue is loaded (a CLI path, a unit test) and still carry its code. */
  get status(): number {
    return statusOf(this.code);
  }
}

/**
 * The one place that reads a database refusal: its SQLSTATE and the name of
 * the constraint that refused. A service maps a refusal to a domain error only
 * when it names the exact constraint it expects; any other constraint is a
 * defect or a rule the service does not know, and passes through untouched.
 *
 * node-postgres (`DatabaseError`) and PGlite both put `code` and `constraint`
 * on the error they throw; a wrapper may carry it as `cause`, so the chain is
 * walked.
 */

/** SQLSTATEs of the integrity refusals a service may turn into a domain error. */
export const SQLSTATE = {
  unique: '23505',
  foreignKey: '23503',
  check: '23514',
} as const;

export type RefusalKind = keyof typeof SQLSTATE;

export interface DatabaseRefusal {
  sqlState: string;
  /** The constraint or unique index that refused, when the engine names one. */
  constraint: string | undefined;
}

const SQLSTATE_SHAPE = /^[0-9A-Z]{5}$/;
/** A cause chain deeper than this is no wrapper of ours. */
const MAX_CAUSES = 8;

/** The first error in the cause chain that carries a SQLSTATE, or undefined when none does. */
export function databaseRefusal(error: unknown): DatabaseRefusal | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && SQLSTATE_SHAPE.test(code)) {
      return { sqlState: code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = cause;
  }
  return undefined;
}

/** True when the database refused with this kind of violation on one of the named constraints. */
export function refusedBy(error: unknown, kind: RefusalKind, constraints: readonly string[]): boolean {
  const refusal = databaseRefusal(error);
  return refusal?.sqlState === SQLSTATE[kind] && refusal.constraint !== undefined && constraints.includes(refusal.constraint);
}

export const isUniqueViolation = (error: unknown, ...constraints: string[]): boolean => refusedBy(error, 'unique', constraints);
export const isForeignKeyViolation = (error: unknown, ...constraints: string[]): boolean => refusedBy(error, 'foreignKey', constraints);
export const isCheckViolation = (error: unknown, ...constraints: string[]): boolean => refusedBy(error, 'check', constraints);

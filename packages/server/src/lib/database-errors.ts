const UNIQUE_VIOLATION = '23505';

/**
 * Whether a query failed on the given unique index. Drizzle wraps the driver's error (node-postgres
 * or PGlite, both with the SQLSTATE `code` and the `constraint` name) in its own, so follow `cause`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return violated === constraint;
  }
  return false;
}

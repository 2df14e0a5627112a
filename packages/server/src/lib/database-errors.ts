const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';
const DEADLOCK_DETECTED = '40P01';

/**
 * Whether a query failed on the given unique index. Drizzle wraps the driver's error (node-postgres
 * or PGlite, both with the SQLSTATE `code` and the `constraint` name) in its own, so follow `cause`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return uniqueViolation(error, constraint) !== undefined;
}

/**
 * The driver's error when a query failed on the given unique index or constraint, with the `detail` the database
 * gave (a trigger refusing a row says there what is in its way); undefined for any other error.
 */
export function uniqueViolation(error: unknown, constraint: string): { detail?: unknown } | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return violated === constraint ? (current as { detail?: unknown }) : undefined;
  }
  return undefined;
}

/** Whether PostgreSQL ended the transaction to break a deadlock with another (40P01): run again, it goes through. */
export function isDeadlock(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === DEADLOCK_DETECTED) return true;
  }
  return false;
}

/** Whether a query was refused by an exclusion constraint (two classes of one instructor or room at once). */
export function isExclusionViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === EXCLUSION_VIOLATION) return true;
  }
  return false;
}

/** Node's socket errors when the database server cannot be reached or drops the connection. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres' own errors: pool connection timeout, a connection that ended, a query that got no answer. */
const UNREACHABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/**
 * Whether a query failed because the database is unreachable, shutting down or not accepting
 * connections (rather than because of the query): 57P01–57P03 (admin/crash shutdown, cannot connect
 * now), class 08 (connection exception), a socket error, or node-postgres' timeout and termination errors. A query
 * the server ended at statement_timeout (57014) is answered alike: it took as long as one that got no answer.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as { code?: unknown };
    if (
      typeof code === 'string' &&
      (/^57P0[123]$/.test(code) || code === '57014' || code.startsWith('08') || UNREACHABLE_CODES.has(code))
    ) {
      return true;
    }
    if (UNREACHABLE_MESSAGES.some((text) => current.message.includes(text))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/**
 * Whether the database refused for lack of a resource: SQLSTATE class 53 (disk full, out of memory, too many
 * connections, a configured limit). Nothing the request did wrong, and retrying later may succeed.
 */
export function isDatabaseOutOfResources(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^53[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

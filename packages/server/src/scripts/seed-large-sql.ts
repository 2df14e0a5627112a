import { sql, type SQL } from 'drizzle-orm';

/** What seed-large and its term share: SQL written from the app's own rules and messages. */

/** A whole number written into the SQL text: typed as an integer, where a parameter would be untyped. */
export const int = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a whole number: ${value}`);
  return sql.raw(String(value));
};

export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * A message of messages.ts as an SQL text expression whose arguments are SQL expressions, so that generated events
 * read as the app's own.
 */
export function messageSql(message: (...args: string[]) => string, ...args: SQL[]): SQL {
  const marks = args.map((_, i) => `\uE000${i}\uE000`);
  const pieces = message(...marks)
    .split(/\uE000(\d+)\uE000/)
    .map((piece, i) => (i % 2 === 0 ? sql`${piece}::text` : sql`(${args[Number(piece)]})::text`));
  return sql`(${sql.join(pieces, sql` || `)})`;
}

/**
 * A marker standing for a count in a message (messageSql's arguments are texts): the message writes it where the count
 * goes, and words it as for any count but one, which the caller writes apart.
 */
export const countMarker = (marker: string) => marker as unknown as number;

/** node-postgres returns a result with `rows`, PGlite the same; both are read the same way. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A LIKE pattern matching the text anywhere, with its own %, _ and \ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

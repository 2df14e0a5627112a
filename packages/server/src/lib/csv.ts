/** The characters a spreadsheet may read as the start of a formula when a cell begins with one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that a spreadsheet will show as text: one starting like a formula gets a leading
 * apostrophe (the OWASP advice against CSV injection). Apply it to text that users typed.
 */
export function neutralizeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** A cell as it was before neutralizeFormula: the apostrophe it put before a formula-like start is taken off. */
export function restoreNeutralizedFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

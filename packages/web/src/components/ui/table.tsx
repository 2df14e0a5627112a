import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on its own when it is wider than its place, rather than widening the page or squeezing
 * its columns: a word in a cell breaks only when it is wider than the cell could ever be (the page lets long words
 * break anywhere, which would shrink a column to a letter per line), headings stay on one line, and a column may ask for
 * a minimum width. Shadows at the edges show that more is to the side. The scrolling region is focusable, so a keyboard can scroll it (axe:
 * scrollable-region-focusable), and is named by the table's caption, which only screen readers see.
 */
export function ScrollTable({
  caption,
  className = '',
  tableClassName = '',
  children,
}: {
  caption: string;
  /** The scrolling region's own classes (a card's frame, when it shows from some width up). */
  className?: string;
  tableClassName?: string;
  /** The table's head and body. */
  children: ReactNode;
}) {
  return (
    <div className={`scroll-shadows overflow-x-auto ${className}`} tabIndex={0} role="region" aria-label={caption}>
      <table className={`w-full text-left text-sm wrap-break-word ${tableClassName}`}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A column heading; `wide` gives the column room for a name or a course on one or two lines, however narrow the page. */
export type PlainColumn = string | { label: string; wide: true };

/** A plain head row of column headings: small grey labels over a compact table. */
export function PlainHead({ columns }: { columns: PlainColumn[] }) {
  return (
    <thead className="text-xs text-slate-500">
      <tr>
        {columns.map((column) => {
          const label = typeof column === 'string' ? column : column.label;
          return (
            <th
              key={label}
              scope="col"
              className={`py-2 pr-4 font-medium whitespace-nowrap last:pr-0 ${typeof column === 'string' ? '' : 'min-w-40'}`}
            >
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on its own when it is wider than its place, rather than widening the page. The
 * scrolling region is focusable, so a keyboard can scroll it (axe: scrollable-region-focusable), and is named by the
 * table's caption, which only screen readers see.
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
    <div className={`overflow-x-auto ${className}`} tabIndex={0} role="region" aria-label={caption}>
      <table className={`w-full text-left text-sm ${tableClassName}`}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A plain head row of column headings: small grey labels over a compact table. */
export function PlainHead({ columns }: { columns: string[] }) {
  return (
    <thead className="text-xs text-slate-500">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="py-2 pr-4 font-medium last:pr-0">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

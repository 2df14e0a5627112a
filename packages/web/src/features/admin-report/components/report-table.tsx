import type { ReactNode } from 'react';
import { ScrollTable } from '@/components/ui/table';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Kept on one line (dates, phone numbers); amounts always are. Other cells wrap, at most 20rem wide. */
  nowrap?: boolean;
  /** Takes the whole width of a phone card (long text such as emails). */
  wide?: boolean;
  /** The cell that names the row: a row header in the table, the title of the card on phones. */
  primary?: boolean;
}

/** The report's tables: a table from tablet width up, a list of small cards on phones. */
export function ReportTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  const primary = columns.find((column) => column.primary) ?? columns[0]!;
  // On a phone card the full-width details come first, so the short ones pair up in two columns below them.
  const rest = columns
    .filter((column) => column !== primary)
    .sort((a, b) => Number(Boolean(b.wide)) - Number(Boolean(a.wide)));
  return (
    <>
      <ul aria-label={caption} className="divide-y divide-slate-100 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="py-4 first:pt-0 last:pb-0">
            <p className="font-medium text-slate-900">{primary.cell(row)}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {rest.map((column) => (
                <div key={column.header} className={`min-w-0 ${column.wide ? 'col-span-2' : ''}`}>
                  <dt className="text-xs text-slate-500">{column.header}</dt>
                  {/* An amount stays on one line; other text breaks where it must. */}
                  <dd
                    className={`text-slate-800 tabular-nums ${column.align === 'right' || column.nowrap ? 'whitespace-nowrap' : 'break-words'}`}
                  >
                    {column.cell(row)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <ScrollTable caption={caption} className="-mx-6 hidden md:block">
        <thead className="border-y border-slate-100 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-4 py-3 whitespace-nowrap first:pl-6 last:pr-6 ${column.align === 'right' ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50/60">
              {columns.map((column) =>
                column === primary ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={`px-4 py-3 font-medium text-slate-900 first:pl-6 last:pr-6 ${column.nowrap ? 'whitespace-nowrap' : ''}`}
                  >
                    {tableCell(column, row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={`px-4 py-3 text-slate-700 first:pl-6 last:pr-6 ${column.align === 'right' ? 'text-right whitespace-nowrap tabular-nums' : ''} ${column.nowrap ? 'whitespace-nowrap' : ''}`}
                  >
                    {tableCell(column, row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}

/**
 * A cell's content. Text breaks anywhere when it must (the page's rule), so a long name or course name cannot widen the
 * table past its card; it is held to 20rem (a table cell itself takes no max-width), so it cannot squeeze the other
 * columns to a few letters either. Emails are marked `wrap-break-word`, so their column keeps room for a whole address.
 */
function tableCell<T>(column: Column<T>, row: T) {
  if (column.nowrap || column.align === 'right') return column.cell(row);
  return <div className="max-w-xs">{column.cell(row)}</div>;
}

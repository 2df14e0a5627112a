import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** The cell that names the row: a row header in the table, the title of the card on phones. */
  primary?: boolean;
}

/** The report's tables: a table from tablet width up, a list of small cards on phones. */
export function ReportTable<T>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string }) {
  const primary = columns.find((column) => column.primary) ?? columns[0]!;
  const rest = columns.filter((column) => column !== primary);
  return (
    <>
      <ul aria-label={caption} className="divide-y divide-slate-100 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="py-4 first:pt-0 last:pb-0">
            <p className="font-medium text-slate-900">{primary.cell(row)}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {rest.map((column) => (
                <div key={column.header} className="min-w-0">
                  <dt className="text-xs text-slate-500">{column.header}</dt>
                  <dd className="truncate text-slate-800 tabular-nums">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="-mx-6 hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-y border-slate-100 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={`px-6 py-3 whitespace-nowrap ${column.align === 'right' ? 'text-right' : ''}`}>
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
                    <th key={column.header} scope="row" className="px-6 py-3 font-medium whitespace-nowrap text-slate-900">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.header}
                      className={`px-6 py-3 whitespace-nowrap text-slate-700 ${column.align === 'right' ? 'text-right tabular-nums' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

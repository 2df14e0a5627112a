import { formatRupees, outstandingAmount } from '@campus/domain';

/** What the student owes across all their courses. */
export function FeeSummary({ feePaid, feeTotal }: { feePaid: number; feeTotal: number }) {
  const figures: [string, number, string][] = [
    ['Total fees', feeTotal, 'text-slate-900'],
    ['Paid', feePaid, 'text-emerald-700'],
    ['Outstanding', outstandingAmount(feePaid, feeTotal), 'text-rose-700'],
  ];
  return (
    <dl
      aria-label="Fee summary"
      className="grid grid-cols-3 divide-x divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70"
    >
      {figures.map(([label, amount, tone]) => (
        <div key={label} className="min-w-0 px-3 py-4 sm:px-6 sm:py-5">
          <dt className="text-xs font-medium text-slate-500 sm:text-sm">{label}</dt>
          <dd className={`mt-1 truncate text-base font-semibold tracking-tight sm:text-2xl ${tone}`}>
            {formatRupees(amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

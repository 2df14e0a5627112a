import { formatRupees, studentFeeSummary, type StudentMe } from '@campus/domain';

/**
 * What the student owes across all their courses, in the terms of the fee rows below: their total fees, the
 * concessions off them (when there are any), what was paid and what is outstanding.
 */
export function FeeSummary({ me }: { me: Pick<StudentMe, 'feePaid' | 'feeTotal' | 'feeConcession'> }) {
  const { totalFees, concessions, paid, outstanding } = studentFeeSummary(me);
  const figures: [string, number, string][] = [
    ['Total fees', totalFees, 'text-slate-900'],
    ...(concessions > 0 ? [['Concessions', concessions, 'text-slate-900'] as [string, number, string]] : []),
    ['Paid', paid, 'text-emerald-700'],
    ['Outstanding', outstanding, 'text-rose-700'],
  ];
  return (
    <dl
      aria-label="Fee summary"
      className={`grid divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70 ${concessions > 0 ? 'grid-cols-2 sm:grid-cols-4 sm:divide-x' : 'grid-cols-3 divide-x'}`}
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

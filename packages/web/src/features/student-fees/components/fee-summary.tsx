import { useLingui } from '@lingui/react/macro';
import { formatRupees, studentFeeSummary, type StudentMe } from '@campus/domain';

/** The grid for 3, 4 or 5 figures: one row on a phone up to 3, two columns beyond. */
const GRIDS: Record<number, string> = {
  3: 'grid-cols-3 divide-x',
  4: 'grid-cols-2 sm:grid-cols-4 sm:divide-x',
  5: 'grid-cols-2 sm:grid-cols-5 sm:divide-x',
};

/**
 * What the student owes across all their courses, in the terms of the fee rows below, adding up: their total fees,
 * the late fees and the concessions (when there are any), what was paid and what is outstanding.
 */
export function FeeSummary({ me }: { me: Pick<StudentMe, 'feePaid' | 'feeTotal' | 'feeConcession' | 'feeLateFee'> }) {
  const { t } = useLingui();
  const { total, lateFees, concession, paid, due } = studentFeeSummary(me);
  const figures: [string, number, string][] = [
    [t`Total fees`, total, 'text-slate-900'],
    ...(lateFees > 0 ? [[t`Late fees`, lateFees, 'text-slate-900'] as [string, number, string]] : []),
    ...(concession > 0 ? [[t`Concessions`, concession, 'text-slate-900'] as [string, number, string]] : []),
    // The amount paid, apart from the status "Paid" (a badge's, in another catalog too).
    [t({ message: 'Paid', context: 'amount paid' }), paid, 'text-emerald-700'],
    [t`Outstanding`, due, 'text-rose-700'],
  ];
  return (
    <dl
      aria-label={t`Fee summary`}
      className={`grid divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70 ${GRIDS[figures.length]}`}
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

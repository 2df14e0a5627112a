import type { ReactNode } from 'react';
import { BookOpen, CircleAlert, GraduationCap, IndianRupee, UserPlus, Users } from 'lucide';
import { AGEING_BUCKETS, AGEING_LABELS, formatCount, formatRupees, type ReportTotals as Totals } from '@campus/domain';
import { Placeholder } from '@/components/ui/placeholder';
import { Icon, type IconNode } from '@/components/ui/icon';

/** The report's six headline figures; while they load (`totals` undefined), placeholders of the same height. */
export function ReportTotals({ totals }: { totals: Totals | undefined }) {
  const figure = (value: (totals: Totals) => ReactNode) => (totals ? value(totals) : <Placeholder />);
  return (
    <>
      {!totals && (
        <span role="status" className="sr-only">
          Loading the report…
        </span>
      )}
      <ul aria-label="Totals" aria-busy={!totals} className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        <Total label="Students" icon={Users} value={figure((t) => formatCount(t.students))} />
        <Total label="Courses" icon={BookOpen} value={figure((t) => formatCount(t.courses))} />
        <Total label="Enrollments" icon={GraduationCap} value={figure((t) => formatCount(t.enrollments))} />
        <Total
          label="New in 30 days"
          icon={UserPlus}
          value={figure((t) => formatCount(t.recentEnrollments))}
          note="enrollments"
        />
        <Total
          label="Collected"
          icon={IndianRupee}
          value={figure((t) => formatRupees(t.collected))}
          tone="text-emerald-700"
          wide
        />
        <Total
          label="Outstanding"
          icon={CircleAlert}
          value={figure((t) => formatRupees(t.outstanding))}
          tone="text-rose-700"
          wide
          note={figure(
            (t) => `${formatCount(t.outstandingAccounts)} ${t.outstandingAccounts === 1 ? 'account' : 'accounts'}`,
          )}
        />
      </ul>
      <OutstandingAgeing ageing={totals?.outstandingAgeing} />
    </>
  );
}

/**
 * What is outstanding by how long it has been overdue, by the instalments' due days; placeholders of the same height
 * while the totals load, so nothing below moves when they come.
 */
function OutstandingAgeing({ ageing }: { ageing: Totals['outstandingAgeing'] | undefined }) {
  return (
    <section aria-labelledby="ageing-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
      <h2 id="ageing-heading" className="text-sm font-medium text-slate-500">
        Outstanding by days overdue
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {AGEING_BUCKETS.map((bucket) => (
          <div key={bucket}>
            <dt className="text-xs text-slate-500">{AGEING_LABELS[bucket]}</dt>
            <dd
              className={`font-semibold whitespace-nowrap tabular-nums ${bucket === 'notDue' ? 'text-slate-900' : 'text-rose-700'}`}
            >
              {ageing ? formatRupees(ageing[bucket]) : <Placeholder />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface TotalProps {
  label: string;
  icon: IconNode;
  value: ReactNode;
  note?: ReactNode;
  tone?: string;
  /** An amount: the whole width on a phone, where half would not hold crores on one line. */
  wide?: boolean;
}

function Total({ label, icon, value, note, tone = 'text-slate-900', wide }: TotalProps) {
  return (
    <li
      className={`flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 ${wide ? 'col-span-2 md:col-span-1' : ''}`}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-500">{label}</span>
        <Icon icon={icon} aria-hidden className="size-4 text-slate-400" />
      </div>
      <span className={`text-xl font-semibold tracking-tight whitespace-nowrap tabular-nums ${tone}`}>{value}</span>
      {note && <span className="-mt-1 text-xs text-slate-500">{note}</span>}
    </li>
  );
}

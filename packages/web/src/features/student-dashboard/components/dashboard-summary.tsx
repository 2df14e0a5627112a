import { BookOpen, CalendarClock } from 'lucide';
import type { StudentMe } from '@campus/domain';
import { Placeholder } from '@/components/ui/placeholder';
import { formatDate, todayIso } from '@/lib/format';
import { FeeStatusCard } from './fee-status-card';
import { StatCard } from './stat-card';

type SummaryFigures = Pick<
  StudentMe,
  'name' | 'totalCourses' | 'completedCourses' | 'feePaid' | 'feeTotal' | 'nextFeeDue'
>;

/** The three figures; while they load (`me` undefined), the same cards with placeholders, so nothing shifts. */
export function DashboardSummary({ me }: { me: SummaryFigures | undefined }) {
  return (
    <section aria-label="Summary" aria-busy={!me} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {!me && (
        <span role="status" className="sr-only">
          Loading your dashboard…
        </span>
      )}
      <StatCard label="Courses Enrolled" icon={BookOpen} value={me ? me.totalCourses : <Placeholder className="w-8" />}>
        <p className="text-xs text-slate-500">{me ? `${me.completedCourses} completed` : <Placeholder />}</p>
      </StatCard>
      <FeeStatusCard fees={me} />
      <StatCard
        label="Next Fee Due"
        icon={CalendarClock}
        value={me ? me.nextFeeDue ? formatDate(me.nextFeeDue) : 'No dues' : <Placeholder className="w-28" />}
      >
        {me ? (
          <DueNote due={me.nextFeeDue} />
        ) : (
          <p className="text-xs text-slate-500">
            <Placeholder className="w-32" />
          </p>
        )}
      </StatCard>
    </section>
  );
}

function DueNote({ due }: { due: string | null }) {
  if (!due) return <p className="text-xs text-slate-500">All your fees are paid</p>;
  if (due < todayIso()) return <p className="text-xs font-medium text-rose-600">Overdue</p>;
  return <p className="text-xs text-slate-500">Earliest date a fee is due</p>;
}

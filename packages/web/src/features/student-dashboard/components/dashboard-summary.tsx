import { BookOpen, CalendarClock } from 'lucide-react';
import type { StudentMe } from '@campus/domain';
import { formatDate, todayIso } from '@/lib/format';
import { FeeStatusCard } from './fee-status-card';
import { StatCard } from './stat-card';

type SummaryFigures = Pick<
  StudentMe,
  'name' | 'totalCourses' | 'completedCourses' | 'feePaid' | 'feeTotal' | 'nextFeeDue'
>;

export function DashboardSummary({ me }: { me: SummaryFigures }) {
  return (
    <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard label="Courses Enrolled" icon={BookOpen} value={me.totalCourses}>
        <p className="text-xs text-slate-500">{me.completedCourses} completed</p>
      </StatCard>
      <FeeStatusCard feePaid={me.feePaid} feeTotal={me.feeTotal} />
      <StatCard label="Next Fee Due" icon={CalendarClock} value={me.nextFeeDue ? formatDate(me.nextFeeDue) : 'No dues'}>
        <DueNote due={me.nextFeeDue} />
      </StatCard>
    </section>
  );
}

function DueNote({ due }: { due: string | null }) {
  if (!due) return <p className="text-xs text-slate-500">All your fees are paid</p>;
  if (due < todayIso()) return <p className="text-xs font-medium text-rose-600">Overdue</p>;
  return <p className="text-xs text-slate-500">Earliest date a fee is due</p>;
}

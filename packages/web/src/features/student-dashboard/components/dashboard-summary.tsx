import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const completed = me?.completedCourses;
  return (
    <section aria-label={t`Summary`} aria-busy={!me} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {!me && (
        <span role="status" className="sr-only">
          <Trans>Loading your dashboard…</Trans>
        </span>
      )}
      <StatCard
        label={t`Courses Enrolled`}
        icon={BookOpen}
        value={me ? me.totalCourses : <Placeholder className="w-8" />}
      >
        <p className="text-xs text-slate-500">{me ? t`${completed} completed` : <Placeholder />}</p>
      </StatCard>
      <FeeStatusCard fees={me} />
      <StatCard
        label={t`Next Fee Due`}
        icon={CalendarClock}
        value={me ? me.nextFeeDue ? formatDate(me.nextFeeDue) : t`No dues` : <Placeholder className="w-28" />}
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
  if (!due)
    return (
      <p className="text-xs text-slate-500">
        <Trans>All your fees are paid</Trans>
      </p>
    );
  if (due < todayIso())
    return (
      <p className="text-xs font-medium text-rose-600">
        <Trans>Overdue</Trans>
      </p>
    );
  return (
    <p className="text-xs text-slate-500">
      <Trans>Earliest date a fee is due</Trans>
    </p>
  );
}

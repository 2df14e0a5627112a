import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { BookOpen, CircleCheckBig, IndianRupee, ReceiptIndianRupee, UserPlus, Users } from 'lucide';
import { formatCount, formatRupeesShort, loadMessages, type DashboardStats as Stats } from '@campus/domain';
import { ErrorState } from '@/components/ui/states';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { formatPercent } from '../utils/format-stats';
import { GrowthStatCard } from './growth-stat-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3';

type Figure = Pick<ComponentProps<typeof GrowthStatCard>, 'upIsGood' | 'icon' | 'accent'> & {
  label: MessageDescriptor;
  /** What the value covers: to date, now, or a window. */
  scope: MessageDescriptor;
  /** What the growth compares. */
  change: MessageDescriptor;
  value: (stats: Stats) => string;
  /** More of the figure, after its scope once the stats are in. */
  detail?: (stats: Stats) => MessageDescriptor;
  /** Which change of the stats the card shows. */
  growth: Stats['growthFromNothing'][number];
};

const FIGURES: Figure[] = [
  {
    label: msg`Total Students`,
    scope: msg`Students on record today`,
    change: msg`new students vs previous 30 days`,
    value: (stats) => formatCount(stats.totalStudents),
    growth: 'studentGrowth',
    icon: Users,
    accent: 'bg-brand-50 text-brand-600',
  },
  {
    label: msg`Active Courses`,
    scope: msg`Courses offered today`,
    change: msg`new courses vs previous 30 days`,
    value: (stats) => formatCount(stats.activeCourses),
    growth: 'courseGrowth',
    icon: BookOpen,
    accent: 'bg-violet-50 text-violet-600',
  },
  {
    label: msg`Revenue`,
    scope: msg`All payments received to date`,
    change: msg`payments received vs previous 30 days`,
    value: (stats) => formatRupeesShort(stats.revenue),
    growth: 'revenueGrowth',
    icon: IndianRupee,
    accent: 'bg-emerald-50 text-emerald-600',
  },
  {
    label: msg`Due Fees`,
    scope: msg`Owed today`,
    change: msg`vs owed 30 days ago`,
    value: (stats) => formatRupeesShort(stats.dueFees),
    detail: (stats) => {
      const overdue = formatRupeesShort(stats.overdueFees);
      return msg`${overdue} of it overdue`;
    },
    growth: 'feeChange',
    upIsGood: false,
    icon: ReceiptIndianRupee,
    accent: 'bg-amber-50 text-amber-600',
  },
  {
    label: msg`New Enrollments`,
    scope: msg`In the last 30 days`,
    change: msg`vs previous 30 days`,
    value: (stats) => formatCount(stats.newEnrollments),
    growth: 'enrollmentGrowth',
    icon: UserPlus,
    accent: 'bg-sky-50 text-sky-600',
  },
  {
    label: msg`Completion Rate`,
    scope: msg`Of all enrollments to date`,
    change: msg`completions vs previous 30 days`,
    value: (stats) => formatPercent(stats.completionRate),
    growth: 'completionGrowth',
    icon: CircleCheckBig,
    accent: 'bg-teal-50 text-teal-600',
  },
];

/** The six figures of the admin dashboard (spec §2, §9); while they load, the same cards with placeholders. */
export function DashboardStats() {
  const stats = useDashboardStats();
  if (stats.isError) {
    return <ErrorState message={domainText(loadMessages.adminDashboard)} onRetry={() => void stats.refetch()} />;
  }
  return (
    <>
      <StatsGrid stats={stats.data} />
      <AttendanceToday stats={stats.data} />
    </>
  );
}

/** Today's attendance across the institute, and the classes begun today that nobody has marked yet (#42). */
export function AttendanceToday({ stats }: { stats: Stats | undefined }) {
  const { t } = useLingui();
  const rate = !stats ? '…' : stats.attendanceRate === null ? t`none marked yet` : formatPercent(stats.attendanceRate);
  const unmarked = stats?.unmarkedClasses ?? 0;
  const classes = formatCount(unmarked);
  return (
    <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1 rounded-xl bg-white px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
      <span>
        <Trans>
          Today's attendance: <strong className="font-semibold text-slate-900">{rate}</strong>
        </Trans>
      </span>
      {unmarked > 0 && (
        <span className="font-medium text-amber-700">
          {t`${plural(unmarked, { one: `${classes} class`, other: `${classes} classes` })} begun today not marked yet`}
        </span>
      )}
    </p>
  );
}

export function StatsGrid({ stats }: { stats: Stats | undefined }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-label={t`Key figures`} aria-busy={!stats} className={GRID}>
      {!stats && (
        <span role="status" className="sr-only">
          <Trans>Loading dashboard figures…</Trans>
        </span>
      )}
      {FIGURES.map(({ label, scope, change, value, detail, growth, ...figure }) => (
        <GrowthStatCard
          key={growth}
          {...figure}
          label={i18n._(label)}
          change={i18n._(change)}
          scope={stats && detail ? `${i18n._(scope)} · ${i18n._(detail(stats))}` : i18n._(scope)}
          value={stats && value(stats)}
          growth={stats?.[growth]}
          fromNothing={stats?.growthFromNothing.includes(growth)}
        />
      ))}
    </section>
  );
}

import type { ComponentProps } from 'react';
import { BookOpen, CircleCheckBig, IndianRupee, ReceiptIndianRupee, UserPlus, Users } from 'lucide';
import { formatCount, formatRupeesShort, loadMessages, type DashboardStats as Stats } from '@campus/domain';
import { ErrorState } from '@/components/ui/states';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { formatPercent } from '../utils/format-stats';
import { GrowthStatCard } from './growth-stat-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3';

type Figure = Pick<
  ComponentProps<typeof GrowthStatCard>,
  'label' | 'scope' | 'change' | 'upIsGood' | 'icon' | 'accent'
> & {
  value: (stats: Stats) => string;
  /** More of the figure, after its scope once the stats are in. */
  detail?: (stats: Stats) => string;
  /** Which change of the stats the card shows. */
  growth: Stats['growthFromNothing'][number];
};

const FIGURES: Figure[] = [
  {
    label: 'Total Students',
    scope: 'Students on record today',
    change: 'new students vs previous 30 days',
    value: (stats) => formatCount(stats.totalStudents),
    growth: 'studentGrowth',
    icon: Users,
    accent: 'bg-brand-50 text-brand-600',
  },
  {
    label: 'Active Courses',
    scope: 'Courses offered today',
    change: 'new courses vs previous 30 days',
    value: (stats) => formatCount(stats.activeCourses),
    growth: 'courseGrowth',
    icon: BookOpen,
    accent: 'bg-violet-50 text-violet-600',
  },
  {
    label: 'Revenue',
    scope: 'All payments received to date',
    change: 'payments received vs previous 30 days',
    value: (stats) => formatRupeesShort(stats.revenue),
    growth: 'revenueGrowth',
    icon: IndianRupee,
    accent: 'bg-emerald-50 text-emerald-600',
  },
  {
    label: 'Due Fees',
    scope: 'Owed today',
    change: 'vs owed 30 days ago',
    value: (stats) => formatRupeesShort(stats.dueFees),
    detail: (stats) => `${formatRupeesShort(stats.overdueFees)} of it overdue`,
    growth: 'feeChange',
    upIsGood: false,
    icon: ReceiptIndianRupee,
    accent: 'bg-amber-50 text-amber-600',
  },
  {
    label: 'New Enrollments',
    scope: 'In the last 30 days',
    change: 'vs previous 30 days',
    value: (stats) => formatCount(stats.newEnrollments),
    growth: 'enrollmentGrowth',
    icon: UserPlus,
    accent: 'bg-sky-50 text-sky-600',
  },
  {
    label: 'Completion Rate',
    scope: 'Of all enrollments to date',
    change: 'completions vs previous 30 days',
    value: (stats) => formatPercent(stats.completionRate),
    growth: 'completionGrowth',
    icon: CircleCheckBig,
    accent: 'bg-teal-50 text-teal-600',
  },
];

/** The six figures of the admin dashboard (spec §2, §9); while they load, the same cards with placeholders. */
export function DashboardStats() {
  const stats = useDashboardStats();
  if (stats.isError) return <ErrorState message={loadMessages.adminDashboard} onRetry={() => void stats.refetch()} />;
  return (
    <>
      <StatsGrid stats={stats.data} />
      <AttendanceToday stats={stats.data} />
    </>
  );
}

/** Today's attendance across the institute, and the classes begun today that nobody has marked yet (#42). */
export function AttendanceToday({ stats }: { stats: Stats | undefined }) {
  const rate = !stats ? '…' : stats.attendanceRate === null ? 'none marked yet' : formatPercent(stats.attendanceRate);
  return (
    <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1 rounded-xl bg-white px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
      <span>
        Today's attendance: <strong className="font-semibold text-slate-900">{rate}</strong>
      </span>
      {stats && stats.unmarkedClasses > 0 && (
        <span className="font-medium text-amber-700">
          {formatCount(stats.unmarkedClasses)} {stats.unmarkedClasses === 1 ? 'class' : 'classes'} begun today not
          marked yet
        </span>
      )}
    </p>
  );
}

export function StatsGrid({ stats }: { stats: Stats | undefined }) {
  return (
    <section aria-label="Key figures" aria-busy={!stats} className={GRID}>
      {!stats && (
        <span role="status" className="sr-only">
          Loading dashboard figures…
        </span>
      )}
      {FIGURES.map(({ value, detail, growth, ...figure }) => (
        <GrowthStatCard
          key={figure.label}
          {...figure}
          scope={stats && detail ? `${figure.scope} · ${detail(stats)}` : figure.scope}
          value={stats && value(stats)}
          growth={stats?.[growth]}
          fromNothing={stats?.growthFromNothing.includes(growth)}
        />
      ))}
    </section>
  );
}

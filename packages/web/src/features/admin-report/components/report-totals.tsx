import type { ComponentType, ReactNode } from 'react';
import { BookOpen, CircleAlert, GraduationCap, IndianRupee, UserPlus, Users } from 'lucide-react';
import { formatRupees, type ReportTotals as Totals } from '@campus/domain';

/** The report's six headline figures. */
export function ReportTotals({ totals }: { totals: Totals }) {
  return (
    <ul aria-label="Totals" className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
      <Total label="Students" icon={Users} value={totals.students} />
      <Total label="Courses" icon={BookOpen} value={totals.courses} />
      <Total label="Enrollments" icon={GraduationCap} value={totals.enrollments} />
      <Total label="New in 30 days" icon={UserPlus} value={totals.recentEnrollments} note="enrollments" />
      <Total label="Collected" icon={IndianRupee} value={formatRupees(totals.collected)} tone="text-emerald-700" />
      <Total
        label="Outstanding"
        icon={CircleAlert}
        value={formatRupees(totals.outstanding)}
        tone="text-rose-700"
        note={`${totals.outstandingAccounts} ${totals.outstandingAccounts === 1 ? 'account' : 'accounts'}`}
      />
    </ul>
  );
}

interface TotalProps {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  value: ReactNode;
  note?: string;
  tone?: string;
}

function Total({ label, icon: Icon, value, note, tone = 'text-slate-900' }: TotalProps) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-500">{label}</span>
        <Icon aria-hidden className="size-4 text-slate-400" />
      </div>
      <span className={`text-xl font-semibold tracking-tight tabular-nums ${tone}`}>{value}</span>
      {note && <span className="-mt-1 text-xs text-slate-500">{note}</span>}
    </li>
  );
}

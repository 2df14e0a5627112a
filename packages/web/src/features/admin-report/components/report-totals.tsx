import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BookOpen, CircleAlert, GraduationCap, IndianRupee, UserPlus, Users } from 'lucide';
import {
  AGEING_BUCKETS,
  formatCount,
  formatRupees,
  type AgeingBucket,
  type ReportTotals as Totals,
} from '@campus/domain';
import { Placeholder } from '@/components/ui/placeholder';
import { Icon, type IconNode } from '@/components/ui/icon';

/**
 * How the report names each ageing bucket: the domain's `AGEING_LABELS` (which the CSV uses) word for word, in the
 * language shown (report-totals.test.ts holds them to it).
 */
export const AGEING_NAMES: Record<AgeingBucket, MessageDescriptor> = {
  notDue: msg`Not Due`,
  days1to30: msg`1-30 Days`,
  days31to60: msg`31-60 Days`,
  days61to90: msg`61-90 Days`,
  days90plus: msg`Over 90 Days`,
};

/** The report's six headline figures; while they load (`totals` undefined), placeholders of the same height. */
export function ReportTotals({ totals }: { totals: Totals | undefined }) {
  const { t } = useLingui();
  const figure = (value: (totals: Totals) => ReactNode) => (totals ? value(totals) : <Placeholder />);
  const accountsText = ({ outstandingAccounts }: Totals) => {
    const accounts = formatCount(outstandingAccounts);
    return t`${plural(outstandingAccounts, { one: `${accounts} account`, other: `${accounts} accounts` })}`;
  };
  return (
    <>
      {!totals && (
        <span role="status" className="sr-only">
          <Trans>Loading the report…</Trans>
        </span>
      )}
      <ul aria-label={t`Totals`} aria-busy={!totals} className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        <Total label={t`Students`} icon={Users} value={figure((sums) => formatCount(sums.students))} />
        <Total label={t`Courses`} icon={BookOpen} value={figure((sums) => formatCount(sums.courses))} />
        <Total label={t`Enrollments`} icon={GraduationCap} value={figure((sums) => formatCount(sums.enrollments))} />
        <Total
          label={t`New in 30 days`}
          icon={UserPlus}
          value={figure((sums) => formatCount(sums.recentEnrollments))}
          note={t`enrollments`}
        />
        <Total
          label={t`Collected`}
          icon={IndianRupee}
          value={figure((sums) => formatRupees(sums.collected))}
          tone="text-emerald-700"
          wide
        />
        <Total
          label={t`Outstanding`}
          icon={CircleAlert}
          value={figure((sums) => formatRupees(sums.outstanding))}
          tone="text-rose-700"
          wide
          note={figure(accountsText)}
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
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="ageing-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
      <h2 id="ageing-heading" className="text-sm font-medium text-slate-500">
        <Trans>Outstanding by days overdue</Trans>
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {AGEING_BUCKETS.map((bucket) => (
          <div key={bucket}>
            <dt className="text-xs text-slate-500">{i18n._(AGEING_NAMES[bucket])}</dt>
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

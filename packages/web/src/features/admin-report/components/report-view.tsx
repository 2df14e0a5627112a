import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useId } from 'react';
import { loadMessages } from '@campus/domain';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/states';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { useReportTotals } from '../api/get-report-totals';
import { useFilterParam } from '@/lib/use-list-params';
import { CollectionCard } from './collection-card';
import { DayBook } from './day-book';
import { OutstandingFees } from './outstanding-fees';
import { RecentEnrollments } from './recent-enrollments';
import { ReportTotals } from './report-totals';

const TABS = ['overview', 'day-book'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, MessageDescriptor> = { overview: msg`Overview`, 'day-book': msg`Day book` };

/** The report's two tabs, the one shown in the URL (`tab`), so a reload or a link keeps it. */
export function ReportView() {
  const { t, i18n } = useLingui();
  const [tab = 'overview', setTab] = useFilterParam<Tab>('tab', TABS);
  const tabIds = { overview: useId(), 'day-book': useId() };
  return (
    <>
      <PageHeader title={t`Report`} description={t`Students, enrollments and fees across the institute.`} />
      <div role="tablist" aria-label={t`Report`} className="mb-6 inline-flex rounded-lg bg-slate-100 p-1">
        {TABS.map((value) => (
          <button
            key={value}
            id={tabIds[value]}
            type="button"
            role="tab"
            aria-selected={value === tab}
            onClick={() => setTab(value === 'overview' ? undefined : value)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium transition-colors ${
              value === tab ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {i18n._(TAB_LABELS[value])}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-labelledby={tabIds[tab]}>
        {tab === 'overview' ? <Overview /> : <DayBook />}
      </div>
    </>
  );
}

function Overview() {
  const totals = useReportTotals();
  return (
    <div className="space-y-6">
      {totals.isError ? (
        <ErrorState message={domainText(loadMessages.report)} onRetry={() => void totals.refetch()} />
      ) : (
        <ReportTotals totals={totals.data} />
      )}
      <div className={`grid gap-6 ${totals.isError ? '' : 'lg:grid-cols-3'}`}>
        {!totals.isError && (
          <div className="min-w-0">
            <CollectionCard fees={totals.data} />
          </div>
        )}
        <div className="min-w-0 lg:col-span-2">
          <RecentEnrollments />
        </div>
      </div>
      <OutstandingFees />
    </div>
  );
}

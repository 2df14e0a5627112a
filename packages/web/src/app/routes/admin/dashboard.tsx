import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { DashboardStats } from '@/features/admin-dashboard/components/dashboard-stats';
import { QuickActions } from '@/features/admin-dashboard/components/quick-actions';
import { ResultsPanel } from '@/features/admin-dashboard/components/results-panel';
import { NoticesPanel } from '@/features/admin-notices/components/notices-panel';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Admin Dashboard`}
        description={t`Where the institute stands today, and how the last 30 days compare with the 30 before.`}
      />
      <div className="space-y-6">
        <DashboardStats />
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <QuickActions />
          </div>
          <div className="lg:col-span-3">
            <NoticesPanel />
          </div>
        </div>
        <ResultsPanel />
      </div>
    </>
  );
}

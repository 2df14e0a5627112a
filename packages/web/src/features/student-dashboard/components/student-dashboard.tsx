import { loadMessages } from '@campus/domain';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/states';
import { useMe } from '@/lib/get-me';
import { DashboardSummary } from './dashboard-summary';

export function StudentDashboard() {
  const me = useMe();
  return (
    <>
      <PageHeader
        title={me.data ? `Welcome back, ${me.data.name}` : 'Welcome back'}
        description="Here is an overview of your courses and fees."
      />
      {me.isError ? (
        <ErrorState message={loadMessages.dashboard} onRetry={() => void me.refetch()} />
      ) : (
        <DashboardSummary me={me.data} />
      )}
    </>
  );
}

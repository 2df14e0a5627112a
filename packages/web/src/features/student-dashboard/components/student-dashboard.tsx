import { useLingui } from '@lingui/react/macro';
import { loadMessages } from '@campus/domain';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/states';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { useMe } from '@/lib/get-me';
import { DashboardSummary } from './dashboard-summary';

export function StudentDashboard() {
  const { t } = useLingui();
  const me = useMe();
  const name = me.data?.name;
  return (
    <>
      <PageHeader
        title={name === undefined ? t`Welcome back` : t`Welcome back, ${name}`}
        description={t`Here is an overview of your courses and fees.`}
      />
      {me.isError ? (
        <ErrorState message={domainText(loadMessages.dashboard)} onRetry={() => void me.refetch()} />
      ) : (
        <DashboardSummary me={me.data} />
      )}
    </>
  );
}

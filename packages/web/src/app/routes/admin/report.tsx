import { ReportView } from '@/features/admin-report/components/report-view';

export function Component() {
  return <ReportView />;
}

import { ReportView } from '@/features/report/components/report-view';

export function Component() {
  return <ReportView />;
}

import { StudentHistoryView } from '@/features/admin-activity/components/student-history-view';

export function Component() {
  return <StudentHistoryView />;
}

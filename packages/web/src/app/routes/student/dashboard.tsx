import { NoticeBoard } from '@/features/student-notices/components/notice-board';
import { StudentDashboard } from '@/features/student-dashboard/components/student-dashboard';

export function Component() {
  return (
    <div className="space-y-6">
      <StudentDashboard />
      <NoticeBoard />
    </div>
  );
}

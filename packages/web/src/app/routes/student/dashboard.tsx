import { NoticeBoard } from '@/features/student-notices/components/notice-board';
import { StudentDashboard } from '@/features/student-dashboard/components/student-dashboard';
import { MyClassesPanel } from '@/features/student-timetable/components/my-classes-panel';

export function Component() {
  return (
    <div className="space-y-6">
      <StudentDashboard />
      <MyClassesPanel />
      <NoticeBoard />
    </div>
  );
}

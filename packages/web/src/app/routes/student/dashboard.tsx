import { NoticeBoard } from '@/features/student-notices/components/notice-board';
import { StudentDashboard } from '@/features/student-dashboard/components/student-dashboard';
import { MyClassesPanel } from '@/features/student-timetable/components/my-classes-panel';

export function Component() {
  return (
    <div className="space-y-6">
      <StudentDashboard />
      {/* Side by side on a wide screen: each loads its own list, and neither moves the other as it comes. */}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <MyClassesPanel />
        <NoticeBoard />
      </div>
    </div>
  );
}

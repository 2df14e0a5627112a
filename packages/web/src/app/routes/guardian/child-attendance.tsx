import { AttendanceView } from '@/features/student-attendance/components/attendance-view';

export function Component() {
  return <AttendanceView description="The classes your child attended in each course, and their history." />;
}

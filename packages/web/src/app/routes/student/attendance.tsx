import { AttendanceView } from '@/features/student-attendance/components/attendance-view';
import { CalendarLinkCard } from '@/features/student-timetable/components/calendar-link';

export function Component() {
  return (
    <div className="space-y-6">
      <AttendanceView after={<CalendarLinkCard />} />
    </div>
  );
}

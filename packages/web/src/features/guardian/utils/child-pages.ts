import { CalendarCheck, CalendarDays, ClipboardCheck, CreditCard, House } from 'lucide';
import type { IconNode } from '@/components/ui/icon';
import { paths } from '@/config/paths';

/** A child's pages, in the order of the bar at the bottom of them. */
export const CHILD_PAGES: { path: string; label: string; icon: IconNode }[] = [
  { path: paths.family.child, label: 'Overview', icon: House },
  { path: paths.family.childFees, label: 'Fees', icon: CreditCard },
  { path: paths.family.childAttendance, label: 'Attendance', icon: CalendarCheck },
  { path: paths.family.childResults, label: 'Results', icon: ClipboardCheck },
  { path: paths.family.childTimetable, label: 'Timetable', icon: CalendarDays },
];

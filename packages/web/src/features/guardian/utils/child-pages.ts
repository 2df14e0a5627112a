import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CalendarCheck, CalendarDays, ClipboardCheck, CreditCard, House } from 'lucide';
import type { IconNode } from '@/components/ui/icon';
import { paths } from '@/config/paths';

/** A child's pages, in the order of the bar at the bottom of them; each label shown with `i18n._`. */
export const CHILD_PAGES: { path: string; label: MessageDescriptor; icon: IconNode }[] = [
  { path: paths.family.child, label: msg`Overview`, icon: House },
  { path: paths.family.childFees, label: msg`Fees`, icon: CreditCard },
  { path: paths.family.childAttendance, label: msg`Attendance`, icon: CalendarCheck },
  { path: paths.family.childResults, label: msg`Results`, icon: ClipboardCheck },
  { path: paths.family.childTimetable, label: msg`Timetable`, icon: CalendarDays },
];

import { useLingui } from '@lingui/react/macro';
import { AttendanceView } from '@/features/student-attendance/components/attendance-view';

export function Component() {
  const { t } = useLingui();
  return <AttendanceView description={t`The classes your child attended in each course, and their history.`} />;
}

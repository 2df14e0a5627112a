import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { CourseAttendance } from '@campus/domain';
import { CourseAttendanceSummary } from '@/components/course-attendance-summary';
import { Button } from '@/components/ui/button';
import { standingWarning } from '../utils/standing-texts';
import { AttendanceHistory } from './attendance-history';

/** A course's attendance (`CourseAttendanceSummary`) with the warning its standing calls for, and its history on demand. */
export function CourseAttendanceCard({ course }: { course: CourseAttendance }) {
  const { t } = useLingui();
  const historyId = useId();
  const [showHistory, setShowHistory] = useState(false);
  return (
    <CourseAttendanceSummary course={course} warning={standingWarning(course)}>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3 mt-2"
        aria-expanded={showHistory}
        aria-controls={showHistory ? historyId : undefined}
        onClick={() => setShowHistory((shown) => !shown)}
      >
        {showHistory ? t`Hide history` : t`Show history`}
      </Button>
      {showHistory && <AttendanceHistory id={historyId} courseId={course.courseId} courseName={course.courseName} />}
    </CourseAttendanceSummary>
  );
}

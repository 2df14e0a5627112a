import { useParams } from 'react-router';
import { CourseAttendanceView } from '@/features/admin-classes/components/course-attendance-view';

export function Component() {
  return <CourseAttendanceView courseId={useParams().courseId!} />;
}

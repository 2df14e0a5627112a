import { useParams } from 'react-router';
import { CourseProgressView } from '@/features/admin-teaching/components/course-progress-view';

export function Component() {
  return <CourseProgressView courseId={useParams().courseId!} />;
}

import { CourseOutlineView } from '@/features/admin-course-outline/components/course-outline-view';

export function Component() {
  return <CourseOutlineView />;
}

import { CourseCatalog } from '@/features/student-courses/components/course-catalog';

export function Component() {
  return <CourseCatalog />;
}

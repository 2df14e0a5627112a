import { CourseCatalog } from '@/features/courses/components/course-catalog';

export function Component() {
  return <CourseCatalog />;
}

import { AdminCoursesView } from '@/features/admin-courses/components/admin-courses-view';

export function Component() {
  return <AdminCoursesView />;
}

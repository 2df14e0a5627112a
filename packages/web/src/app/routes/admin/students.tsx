import { StudentsView } from '@/features/admin-students/components/students-view';

export function Component() {
  return <StudentsView />;
}

import { StudentsView } from '@/features/students/components/students-view';

export function Component() {
  return <StudentsView />;
}

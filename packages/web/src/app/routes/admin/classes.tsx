import { ClassesView } from '@/features/admin-classes/components/classes-view';

export function Component() {
  return <ClassesView />;
}

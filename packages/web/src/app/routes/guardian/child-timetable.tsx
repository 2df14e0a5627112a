import { PageHeader } from '@/components/ui/page-header';
import { MyClassesPanel } from '@/features/student-timetable/components/my-classes-panel';

export function Component() {
  return (
    <>
      <PageHeader title="Timetable" description="Your child’s classes today and in the week ahead." />
      <MyClassesPanel />
    </>
  );
}

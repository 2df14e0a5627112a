import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { MyClassesPanel } from '@/features/student-timetable/components/my-classes-panel';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Timetable`} description={t`Your child’s classes today and in the week ahead.`} />
      <MyClassesPanel />
    </>
  );
}

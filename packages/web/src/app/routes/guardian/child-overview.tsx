import { PageHeader } from '@/components/ui/page-header';
import { NoticeBoard } from '@/features/student-notices/components/notice-board';

export function Component() {
  return (
    <>
      <PageHeader title="Overview" description="The institute’s notices for your child." />
      <NoticeBoard />
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { NoticeBoard } from '@/features/student-notices/components/notice-board';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Overview`} description={t`The institute’s notices for your child.`} />
      <NoticeBoard />
    </>
  );
}

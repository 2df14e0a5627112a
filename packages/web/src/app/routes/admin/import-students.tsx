import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ImportStudentsView } from '@/features/admin-students/components/import-students-view';

export function Component() {
  const { t } = useLingui();
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={t`Import Students`}
        description={t`Check a spreadsheet of students first; nothing is written until the whole file is correct.`}
        actions={
          <BackLink to={paths.admin.students}>
            <Trans>Back to students</Trans>
          </BackLink>
        }
      />
      <ImportStudentsView />
    </div>
  );
}

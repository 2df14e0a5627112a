import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AddStudentForm } from '@/features/admin-students/components/add-student-form';

export function Component() {
  const { t } = useLingui();
  return (
    <div className="max-w-3xl">
      <PageHeader
        title={t`Add Student`}
        description={t`The student signs in with their email and date of birth.`}
        actions={
          <BackLink to={paths.admin.students}>
            <Trans>Back to students</Trans>
          </BackLink>
        }
      />
      <AddStudentForm />
    </div>
  );
}

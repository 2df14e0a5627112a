import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AddStudentForm } from '@/features/admin-students/components/add-student-form';

export function Component() {
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Add Student"
        description="The student signs in with their email and date of birth."
        actions={<BackLink to={paths.admin.students}>Back to students</BackLink>}
      />
      <AddStudentForm />
    </div>
  );
}

import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AddStudentForm } from '@/features/students/components/add-student-form';

export function Component() {
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Add Student"
        description="The student signs in with their email and date of birth."
        actions={
          <ButtonLink to={paths.admin.students} variant="ghost" className="-ml-4 sm:-mr-4 sm:ml-0">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to students
          </ButtonLink>
        }
      />
      <AddStudentForm />
    </div>
  );
}

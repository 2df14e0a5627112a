import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AddNoticeForm } from '@/features/notices-admin/components/add-notice-form';

export function Component() {
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Add Notice"
        description="Every student sees it under Notices & Updates on their dashboard."
        actions={
          <ButtonLink to={paths.admin.dashboard} variant="ghost" className="-ml-4 sm:-mr-4 sm:ml-0">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to dashboard
          </ButtonLink>
        }
      />
      <AddNoticeForm />
    </div>
  );
}

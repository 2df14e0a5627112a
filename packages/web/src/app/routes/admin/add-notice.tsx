import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AddNoticeForm } from '@/features/admin-notices/components/add-notice-form';

export function Component() {
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Add Notice"
        description="Every student sees it under Notices & Updates on their dashboard."
        actions={<BackLink to={paths.admin.dashboard}>Back to dashboard</BackLink>}
      />
      <AddNoticeForm />
    </div>
  );
}

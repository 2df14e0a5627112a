import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AddNoticeForm } from '@/features/admin-notices/components/add-notice-form';

export function Component() {
  const { t } = useLingui();
  return (
    <div className="max-w-3xl">
      <PageHeader
        title={t`Add Notice`}
        description={t`Every student sees it under Notices & Updates on their dashboard.`}
        actions={
          <BackLink to={paths.admin.dashboard}>
            <Trans>Back to dashboard</Trans>
          </BackLink>
        }
      />
      <AddNoticeForm />
    </div>
  );
}

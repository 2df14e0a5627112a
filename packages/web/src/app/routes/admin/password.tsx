import { useLingui } from '@lingui/react/macro';
import { authMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useStaff } from '@/lib/authorization';
import '@/lib/domain-text/auth';
import { domainText } from '@/lib/domain-text/registry';

export function Component() {
  const { t } = useLingui();
  const staff = useStaff();
  return (
    <div className="max-w-xl space-y-5">
      <PageHeader title={t`Change password`} description={t`Every other sign-in of yours ends when it changes.`} />
      {staff?.mustChangePassword && <Alert>{domainText(authMessages.mustChangePassword)}</Alert>}
      <ChangePasswordForm />
    </div>
  );
}

import { authMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useStaff } from '@/lib/authorization';

export function Component() {
  const staff = useStaff();
  return (
    <div className="max-w-xl space-y-5">
      <PageHeader title="Change password" description="Every other sign-in of yours ends when it changes." />
      {staff?.mustChangePassword && <Alert>{authMessages.mustChangePassword}</Alert>}
      <ChangePasswordForm />
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { AccountSwitch } from '@/features/auth/components/account-switch';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { AuthLayout } from '@/features/auth/components/auth-layout';

export function Component() {
  const { t } = useLingui();
  const highlights = {
    heading: t`Run your institute from one dashboard.`,
    points: [
      t`Add and manage students and courses`,
      t`Record fee payments and follow what is outstanding`,
      t`Send notices and download the outstanding-fees report`,
    ],
  };
  return (
    <AuthLayout
      title={t`Admin Login`}
      description={t`Sign in with your administrator email and password.`}
      highlights={highlights}
    >
      <AccountSwitch current="admin" />
      <AdminLoginForm />
    </AuthLayout>
  );
}

import { AccountSwitch } from '@/features/auth/components/account-switch';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { AuthLayout } from '@/features/auth/components/auth-layout';

const highlights = {
  heading: 'Run your institute from one dashboard.',
  points: [
    'Add and manage students and courses',
    'Record fee payments and follow what is outstanding',
    'Send notices and download the outstanding-fees report',
  ],
};

export function Component() {
  return (
    <AuthLayout
      title="Admin Login"
      description="Sign in with your administrator email and password."
      highlights={highlights}
    >
      <AccountSwitch current="admin" />
      <AdminLoginForm />
    </AuthLayout>
  );
}

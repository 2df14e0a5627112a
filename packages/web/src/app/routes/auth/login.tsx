import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AccountSwitch } from '@/features/auth/components/account-switch';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { StudentLoginForm } from '@/features/auth/components/student-login-form';

const highlights = {
  heading: 'Everything about your studies, in one place.',
  points: [
    'Follow your progress in every enrolled course',
    'Check your fee status and the next due date',
    'Read notices and updates the moment they are posted',
  ],
};

export function Component() {
  return (
    <AuthLayout
      title="Student Login"
      description="Welcome back! Sign in with your email and your date of birth."
      highlights={highlights}
    >
      <AccountSwitch current="student" />
      <StudentLoginForm />
      <p className="mt-8 text-center text-sm text-slate-600">
        Parent or guardian?{' '}
        <Link to={paths.guardianLogin} className="font-medium text-brand-700 hover:underline">
          Sign in with a code
        </Link>
      </p>
    </AuthLayout>
  );
}

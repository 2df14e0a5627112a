import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AccountSwitch } from '@/features/auth/components/account-switch';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { StudentLoginForm } from '@/features/auth/components/student-login-form';

export function Component() {
  const { t } = useLingui();
  const highlights = {
    heading: t`Everything about your studies, in one place.`,
    points: [
      t`Follow your progress in every enrolled course`,
      t`Check your fee status and the next due date`,
      t`Read notices and updates the moment they are posted`,
    ],
  };
  return (
    <AuthLayout
      title={t`Student Login`}
      description={t`Welcome back! Sign in with your email and your date of birth.`}
      highlights={highlights}
    >
      <AccountSwitch current="student" />
      <StudentLoginForm />
      <p className="mt-8 text-center text-sm text-slate-600">
        <Trans>
          Parent or guardian?{' '}
          <Link to={paths.guardianLogin} className="font-medium text-brand-700 hover:underline">
            Sign in with a code
          </Link>
        </Trans>
      </p>
    </AuthLayout>
  );
}

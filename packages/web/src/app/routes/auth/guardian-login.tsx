import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { returnPath } from '@/features/auth/utils/return-path';
import { GuardianLoginForm } from '@/features/guardian/components/guardian-login-form';

const destination = (sessionEndedOn: string | undefined) =>
  returnPath('guardian', sessionEndedOn) ?? paths.family.children;

export function Component() {
  const { t } = useLingui();
  const highlights = {
    heading: t`Your children’s studies, on your phone.`,
    points: [
      t`Pay fees by UPI and tell the office in one step`,
      t`See attendance and its warnings as classes are marked`,
      t`Read published results, report cards and the week’s timetable`,
    ],
  };
  return (
    <AuthLayout
      title={t`Parent or guardian`}
      description={t`Sign in with the phone number or email the institute has for you. We send you a one-time code.`}
      highlights={highlights}
    >
      <GuardianLoginForm destination={destination} />
      <p className="mt-8 text-center text-sm text-slate-600">
        <Trans>
          A student?{' '}
          <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
            Student login
          </Link>
        </Trans>
      </p>
    </AuthLayout>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginMessages } from '@campus/domain';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSiteInfo } from '@/lib/site-info';
import { loginStudent } from '../api/student-login';
import { googleErrorMessage } from '../utils/login-errors';
import { GoogleButton } from './google-button';
import { LoginForm } from './login-form';

const failureMessage = (error: unknown) => errorMessage(error, loginMessages.failed);

export function StudentLoginForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Offered once the server says it is set up: a button that can only fail is no choice.
  const googleSignIn = useSiteInfo()?.googleSignIn ?? false;

  // A token in the address is never used (a link could sign someone in as another account); Google sign-in comes
  // back through /auth-success with a one-time code instead.
  const hasParams = searchParams.size > 0;
  useEffect(() => {
    // Replace, so the error is shown once and stays in neither the address bar nor the history.
    if (hasParams) navigate(paths.login, { replace: true });
  }, [hasParams, navigate]);

  return (
    <LoginForm
      audience="student"
      login={loginStudent}
      failureMessage={failureMessage}
      // Read on the first render only: the parameters are removed from the address bar right after.
      initialError={googleErrorMessage(searchParams.get('error'))}
      emailField={{ autoComplete: 'email', placeholder: 'you@example.com' }}
      passwordField={{
        label: t`Date of Birth`,
        autoComplete: 'bday',
        placeholder: 'YYYY-MM-DD',
        hint: t`YYYY-MM-DD, or day first: DD-MM-YYYY`,
      }}
    >
      {googleSignIn && (
        <>
          <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
            <span className="h-px flex-1 bg-slate-200" />
            <Trans>or</Trans>
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <GoogleButton />
        </>
      )}
    </LoginForm>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginMessages } from '@campus/domain';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { signIn } from '@/lib/session';
import { exchangeSignInCode } from '../api/exchange-sign-in-code';

const loginWithError = (error: string) => `${paths.login}?error=${encodeURIComponent(error)}`;

/**
 * Where Google sign-in returns: trades the one-time code for a token, keeps it and opens the dashboard; any failure
 * goes to the login page with the reason. Every step replaces this address, so the code leaves the history.
 */
export function AuthSuccessRedirect() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  // A code works once: the effect must not send it twice (React runs effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!code) {
      navigate(paths.login, { replace: true });
      return;
    }
    exchangeSignInCode(code).then(
      (response) => {
        if (!response?.token) return navigate(loginWithError(loginMessages.tokenMissing), { replace: true });
        signIn('student', response.token);
        return navigate(paths.student.dashboard, { replace: true });
      },
      (error: unknown) => navigate(loginWithError(errorMessage(error, loginMessages.failed)), { replace: true }),
    );
  }, [code, navigate]);

  return (
    <div className="flex min-h-screen items-center justify-center">
      <LoadingState label={t`Signing you in…`} />
    </div>
  );
}

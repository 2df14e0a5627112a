import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { saveToken } from '@/lib/session';

/** Where Google sign-in returns: keeps the token and moves on, replacing this address so the token leaves the history. */
export function AuthSuccessRedirect() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  useEffect(() => {
    if (token) saveToken('student', token);
    navigate(token ? paths.student.dashboard : paths.login, { replace: true });
  }, [token, navigate]);

  return (
    <div className="flex min-h-screen items-center justify-center">
      <LoadingState label="Signing you in…" />
    </div>
  );
}

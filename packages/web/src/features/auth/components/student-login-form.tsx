import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { messages, studentLoginSchema } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { saveToken } from '@/lib/session';
import { useStudentLogin } from '../api/student-login';
import { googleErrorMessage } from '../utils/login-errors';
import { GoogleButton } from './google-button';

export function StudentLoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once: the parameters are removed from the address bar right after.
  const [formError, setFormError] = useState(() => googleErrorMessage(searchParams.get('error')));
  const login = useStudentLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(studentLoginSchema), defaultValues: { email: '', password: '' } });

  const redirectToken = searchParams.get('token');
  const hasParams = redirectToken !== null || searchParams.has('error');
  useEffect(() => {
    if (redirectToken) {
      saveToken('student', redirectToken);
      navigate(paths.student.dashboard, { replace: true });
    } else if (hasParams) {
      // Replace, so neither a token nor an error stays in the address bar or the history.
      navigate(paths.login, { replace: true });
    }
  }, [redirectToken, hasParams, navigate]);

  const onSubmit = handleSubmit((credentials) => {
    setFormError(null);
    login.mutate(credentials, {
      onSuccess: (response) => {
        if (!response?.token) return setFormError(messages.login.tokenMissing);
        saveToken('student', response.token);
        navigate(paths.student.dashboard, { replace: true });
      },
      onError: (error) => setFormError(errorMessage(error, messages.login.failed)),
    });
  });

  return (
    <div className="space-y-6">
      {formError && <Alert>{formError}</Alert>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          label="Date of Birth"
          autoComplete="bday"
          placeholder="YYYY-MM-DD"
          hint="YYYY-MM-DD"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          Sign In
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-400 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleButton />
    </div>
  );
}

import { useState, type ComponentProps, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { messages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import type { LoginLocationState } from '@/components/layouts/require-session';
import { paths } from '@/config/paths';
import { requirePasswordChange, saveToken, type Audience } from '@/lib/session';
import type { Credentials, LoginResponse } from '../types';
import { returnPath } from '../utils/return-path';

type FieldProps = Omit<ComponentProps<typeof InputField>, 'error' | 'name'>;

const DASHBOARD: Record<Audience, string> = {
  student: paths.student.dashboard,
  admin: paths.admin.dashboard,
};

interface LoginFormProps {
  audience: Audience;
  schema: z.ZodType<Credentials, Credentials>;
  login: UseMutationResult<LoginResponse | undefined, Error, Credentials>;
  /** The message for a sign-in that failed or was refused. */
  failureMessage: (error: unknown) => string;
  /** A message to show before the first attempt. */
  initialError?: string | null;
  emailField: Omit<FieldProps, 'label'>;
  passwordField: FieldProps;
  /** Shown below the form. */
  children?: ReactNode;
}

/**
 * Both sign-in forms: email and password, a token checked and kept, then the audience's dashboard, or the page where
 * the previous session expired (the area's layout sends it here, and the form says so).
 */
export function LoginForm({
  audience,
  schema,
  login,
  failureMessage,
  initialError = null,
  emailField,
  passwordField,
  children,
}: LoginFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionEndedOn = (useLocation().state as LoginLocationState | null)?.sessionEndedOn;
  const [formError, setFormError] = useState(
    initialError ?? (sessionEndedOn === undefined ? null : messages.auth.sessionExpired),
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((credentials) => {
    setFormError(null);
    login.mutate(credentials, {
      onSuccess: (response) => {
        if (!response?.token) return setFormError(messages.login.tokenMissing);
        saveToken(audience, response.token);
        if (response.mustChangePassword) requirePasswordChange();
        // Nothing read with the previous sign-in is shown to this one.
        queryClient.removeQueries();
        navigate(returnPath(audience, sessionEndedOn) ?? DASHBOARD[audience], { replace: true });
      },
      onError: (error) => setFormError(failureMessage(error)),
    });
  });

  return (
    <div className="space-y-6">
      {formError && <Alert>{formError}</Alert>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <InputField label="Email" type="email" error={errors.email?.message} {...emailField} {...register('email')} />
        <InputField error={errors.password?.message} {...passwordField} {...register('password')} />
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          Sign In
        </Button>
      </form>
      {children}
    </div>
  );
}

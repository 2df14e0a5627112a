import { useState, type ComponentProps, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { messages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { saveToken, type Audience } from '@/lib/session';
import type { Credentials, LoginResponse } from '../types';

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

/** Both sign-in forms: email and password, a token checked and kept, then the audience's dashboard. */
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
  const [formError, setFormError] = useState(initialError);
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
        navigate(DASHBOARD[audience], { replace: true });
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

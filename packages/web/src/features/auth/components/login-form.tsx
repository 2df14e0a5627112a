import { useEffect, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import type { LazyResolver } from '@/lib/lazy-resolver';
import type { LoginLocationState } from '@/components/layouts/require-session';
import { paths } from '@/config/paths';
import { requirePasswordChange, signIn, type Audience } from '@/lib/session';
import type { Credentials, LoginResponse } from '../types';
import { returnPath } from '../utils/return-path';

type FieldProps = Omit<ComponentProps<typeof InputField>, 'error' | 'name'>;

const DASHBOARD: Record<Audience, string> = {
  student: paths.student.dashboard,
  admin: paths.admin.dashboard,
};

interface LoginFormProps {
  audience: Audience;
  /** The audience's rules for the two fields, loaded once the form has painted. */
  validation: LazyResolver<Credentials, Credentials>;
  /** Sends the credentials (the sign-in pages paint without the query library, so this is a plain call). */
  login: (credentials: Credentials) => Promise<LoginResponse | undefined>;
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
  validation,
  login,
  failureMessage,
  initialError = null,
  emailField,
  passwordField,
  children,
}: LoginFormProps) {
  const navigate = useNavigate();
  const ended = useLocation().state as LoginLocationState | null;
  const sessionEndedOn = ended?.sessionEndedOn;
  const [formError, setFormError] = useState(
    initialError ?? (sessionEndedOn === undefined ? null : (ended?.why ?? messages.auth.sessionExpired)),
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: validation.resolver, defaultValues: { email: '', password: '' } });
  useEffect(() => validation.preload(), [validation]);

  const [sending, setSending] = useState(false);
  const send = handleSubmit(async (credentials) => {
    setSending(true);
    try {
      const response = await login(credentials);
      if (!response?.token) return setFormError(messages.login.tokenMissing);
      signIn(audience, response.token);
      if (response.mustChangePassword) requirePasswordChange();
      // The area's first page sends a role that may not open it (an instructor) on to the first page it may.
      navigate(returnPath(audience, sessionEndedOn) ?? DASHBOARD[audience], { replace: true });
    } catch (error) {
      setFormError(failureMessage(error));
    } finally {
      setSending(false);
    }
  });
  // The rules could not be loaded: the server cannot be reached.
  // A new try puts away what the last one was told: it must not stand beside a field error of this one.
  const onSubmit = (event: FormEvent) => {
    setFormError(null);
    return send(event).catch(() => setFormError(messages.login.cannotConnect));
  };

  return (
    <div className="space-y-6">
      {formError && <Alert>{formError}</Alert>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <InputField label="Email" type="email" error={errors.email?.message} {...emailField} {...register('email')} />
        <InputField error={errors.password?.message} {...passwordField} {...register('password')} />
        <Button type="submit" size="lg" className="w-full" loading={sending}>
          Sign In
        </Button>
      </form>
      {children}
    </div>
  );
}

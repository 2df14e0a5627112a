import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authMessages, loginMessages, readSignIn, type SignInFields } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import type { LoginLocationState } from '@/components/layouts/require-session';
import { paths } from '@/config/paths';
import '@/lib/domain-text/auth';
import '@/lib/domain-text/login';
import { domainText } from '@/lib/domain-text/registry';
import { requirePasswordChange, signIn, type Audience } from '@/lib/session';
import type { Credentials, LoginResponse } from '../types';
import { returnPath } from '../utils/return-path';

type FieldProps = Omit<ComponentProps<typeof InputField>, 'error' | 'name'>;

/** The audiences that sign in with an email and a password; a guardian signs in with a code (features/guardian). */
type PasswordAudience = Exclude<Audience, 'guardian'>;

const DASHBOARD: Record<PasswordAudience, string> = {
  student: paths.student.dashboard,
  admin: paths.admin.dashboard,
};

interface LoginFormProps {
  audience: PasswordAudience;
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
 * the previous session expired (the area's layout sends it here, and the form says so). Two fields are checked with
 * the domain's sign-in rules (`readSignIn`), without a form or validation library to load.
 */
export function LoginForm({
  audience,
  login,
  failureMessage,
  initialError = null,
  emailField,
  passwordField,
  children,
}: LoginFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const ended = useLocation().state as LoginLocationState | null;
  const sessionEndedOn = ended?.sessionEndedOn;
  const [formError, setFormError] = useState(
    initialError ?? (sessionEndedOn === undefined ? null : (ended?.why ?? authMessages.sessionExpired)),
  );
  const [problems, setProblems] = useState<Partial<SignInFields>>({});
  // After a first try, a field's problem goes as soon as what is typed is right.
  const [tried, setTried] = useState(false);
  const read = (form: HTMLFormElement) => {
    const fields = new FormData(form);
    return readSignIn(audience === 'student' ? 'student' : 'staff', {
      email: String(fields.get('email') ?? ''),
      password: String(fields.get('password') ?? ''),
    });
  };

  const [sending, setSending] = useState(false);
  const send = async (credentials: Credentials) => {
    setSending(true);
    try {
      const response = await login(credentials);
      if (!response?.token) return setFormError(loginMessages.tokenMissing);
      signIn(audience, response.token);
      if (response.mustChangePassword) requirePasswordChange();
      // The area's first page sends a role that may not open it (an instructor) on to the first page it may.
      navigate(returnPath(audience, sessionEndedOn) ?? DASHBOARD[audience], { replace: true });
    } catch (error) {
      setFormError(failureMessage(error));
    } finally {
      setSending(false);
    }
  };
  // A new try puts away what the last one was told: it must not stand beside a field error of this one.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setTried(true);
    const form = event.currentTarget;
    const checked = read(form);
    if ('problems' in checked) {
      setProblems(checked.problems);
      const first = checked.problems.email ? 'email' : 'password';
      (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setProblems({});
    void send(checked.credentials);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!tried) return;
    const checked = read(event.currentTarget);
    setProblems('problems' in checked ? checked.problems : {});
  };

  return (
    <div className="space-y-6">
      {formError && <Alert>{domainText(formError)}</Alert>}
      <form onSubmit={onSubmit} onChange={onChange} noValidate className="space-y-5">
        <InputField
          label={t`Email`}
          type="email"
          name="email"
          error={problems.email && domainText(problems.email)}
          {...emailField}
        />
        <InputField name="password" error={problems.password && domainText(problems.password)} {...passwordField} />
        <Button type="submit" size="lg" className="w-full" loading={sending}>
          <Trans>Sign In</Trans>
        </Button>
      </form>
      {children}
    </div>
  );
}

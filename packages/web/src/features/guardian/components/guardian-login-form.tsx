import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  authMessages,
  contactText,
  guardianMessages,
  loginMessages,
  readGuardianContact,
  readSignInCode,
} from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import type { LoginLocationState } from '@/components/layouts/require-session';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/auth';
import '@/lib/domain-text/guardians';
import '@/lib/domain-text/login';
import { domainText } from '@/lib/domain-text/registry';
import { signIn } from '@/lib/session';
import { loginGuardian, requestSignInCode } from '../api/guardian-sign-in';

/**
 * A guardian's sign-in without a password: their phone or email, then the one-time code sent there. Checked with the
 * domain's rules, without a form library to load. Signed in, the guardian goes to `destination` (given the page their
 * last session ended on, when it did).
 */
export function GuardianLoginForm({ destination }: { destination: (sessionEndedOn: string | undefined) => string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const ended = useLocation().state as LoginLocationState | null;
  const sessionEndedOn = ended?.sessionEndedOn;
  const [formError, setFormError] = useState<string | null>(
    sessionEndedOn === undefined ? null : (ended?.why ?? authMessages.sessionExpired),
  );
  const [problem, setProblem] = useState<string>();
  /** The contact a code was sent to: the form then asks for the code. */
  const [contact, setContact] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const sendCode = async (to: string) => {
    setSending(true);
    setFormError(null);
    setCodeSent(null);
    try {
      await requestSignInCode(to);
      setContact(to);
      setCodeSent(guardianMessages.codeRequested);
    } catch (error) {
      setFormError(errorMessage(error, guardianMessages.signInCodeRequestFailed));
    } finally {
      setSending(false);
    }
  };

  const onContact = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readGuardianContact(String(new FormData(event.currentTarget).get('contact') ?? ''));
    if ('problem' in read) {
      setProblem(read.problem);
      (event.currentTarget.elements.namedItem('contact') as HTMLInputElement | null)?.focus();
      return;
    }
    setProblem(undefined);
    void sendCode(contactText(read.contact));
  };

  const onCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (contact === null) return;
    const form = event.currentTarget;
    const read = readSignInCode(String(new FormData(form).get('code') ?? ''));
    if ('problem' in read) {
      setProblem(read.problem);
      (form.elements.namedItem('code') as HTMLInputElement | null)?.focus();
      return;
    }
    setProblem(undefined);
    setFormError(null);
    setSending(true);
    try {
      const response = await loginGuardian(contact, read.code);
      if (!response?.token) return setFormError(loginMessages.tokenMissing);
      signIn('guardian', response.token);
      navigate(destination(sessionEndedOn), { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, guardianMessages.signInFailed));
    } finally {
      setSending(false);
    }
  };

  const anotherContact = () => {
    setContact(null);
    setCodeSent(null);
    setFormError(null);
    setProblem(undefined);
  };

  return (
    <div className="space-y-6">
      {formError && <Alert>{domainText(formError)}</Alert>}
      {contact === null ? (
        <form onSubmit={onContact} noValidate className="space-y-5">
          <InputField
            label={t`Phone or email`}
            name="contact"
            autoComplete="username"
            placeholder={t`98765 43210 or you@example.com`}
            error={problem && domainText(problem)}
          />
          <Button type="submit" size="lg" className="w-full" loading={sending}>
            <Trans>Send me a code</Trans>
          </Button>
        </form>
      ) : (
        <form onSubmit={(event) => void onCode(event)} noValidate className="space-y-5">
          {codeSent && <Alert tone="success">{domainText(codeSent)}</Alert>}
          <InputField
            label={t`Code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            error={problem && domainText(problem)}
          />
          <Button type="submit" size="lg" className="w-full" loading={sending}>
            <Trans>Sign In</Trans>
          </Button>
          <div className="flex flex-wrap justify-between gap-2">
            <Button type="button" variant="secondary" disabled={sending} onClick={() => void sendCode(contact)}>
              <Trans>Send a new code</Trans>
            </Button>
            <Button type="button" variant="ghost" disabled={sending} onClick={anotherContact}>
              <Trans>Use another phone or email</Trans>
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

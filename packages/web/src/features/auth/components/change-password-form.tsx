import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  MIN_PASSWORD_LENGTH,
  readPasswordChange,
  saveMessages,
  successMessages,
  type PasswordChangeFields,
} from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/save';
import '@/lib/domain-text/staff';
import '@/lib/domain-text/success';
import { domainText } from '@/lib/domain-text/registry';
import { useSendOnce } from '@/lib/use-send-once';
import { useChangePassword } from '../api/change-password';
import { passwordProblemText } from '../utils/password-problems';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

function read(form: HTMLFormElement) {
  const fields = new FormData(form);
  const typed = (name: keyof PasswordChangeFields) => String(fields.get(name) ?? '');
  return readPasswordChange({
    currentPassword: typed('currentPassword'),
    newPassword: typed('newPassword'),
    confirmPassword: typed('confirmPassword'),
  });
}

/**
 * Three fields checked with the domain's password rules (`readPasswordChange`), without a form or validation library
 * to load.
 */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const change = useChangePassword();
  const send = useSendOnce(change);
  const [problems, setProblems] = useState<Partial<PasswordChangeFields>>({});
  // After a first try, a field's problem goes as soon as what is typed is right.
  const [tried, setTried] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const form = event.currentTarget;
    const checked = read(form);
    if ('problems' in checked) {
      setProblems(checked.problems);
      const first = FIELDS.find((name) => checked.problems[name]);
      (form.elements.namedItem(first!) as HTMLInputElement | null)?.focus();
      return;
    }
    setProblems({});
    send(checked.change, {
      onSuccess: () => {
        form.reset();
        setTried(false);
      },
    });
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!tried) return;
    const checked = read(event.currentTarget);
    setProblems('problems' in checked ? checked.problems : {});
  };

  const min = MIN_PASSWORD_LENGTH;
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-5">
        {change.isError && <Alert>{errorMessage(change.error, saveMessages.changePassword)}</Alert>}
        {change.isSuccess && <Alert tone="success">{domainText(successMessages.passwordChanged)}</Alert>}
        <fieldset disabled={change.isPending} className="space-y-5">
          <legend className="sr-only">
            <Trans>Passwords</Trans>
          </legend>
          <InputField
            label={t`Current password`}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            error={passwordProblemText(problems.currentPassword)}
          />
          <InputField
            label={t`New password`}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            hint={t`At least ${min} characters, different from the current one.`}
            error={passwordProblemText(problems.newPassword)}
          />
          <InputField
            label={t`Confirm new password`}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            error={passwordProblemText(problems.confirmPassword)}
          />
        </fieldset>
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button type="submit" loading={change.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH, saveMessages, successMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSendOnce } from '@/lib/use-send-once';
import { useChangePassword } from '../api/change-password';

const validation = lazyResolver(() =>
  import('../utils/change-password-rules').then((rules) => rules.changePasswordResolver),
);

export function ChangePasswordForm() {
  const change = useChangePassword();
  const send = useSendOnce(change);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: validation.resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  useEffect(() => validation.preload(), []);

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    send({ currentPassword, newPassword }, { onSuccess: () => reset() }),
  );

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {change.isError && <Alert>{errorMessage(change.error, saveMessages.changePassword)}</Alert>}
        {change.isSuccess && <Alert tone="success">{successMessages.passwordChanged}</Alert>}
        <fieldset disabled={change.isPending} className="space-y-5">
          <legend className="sr-only">Passwords</legend>
          <InputField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <InputField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters, different from the current one.`}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <InputField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </fieldset>
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}

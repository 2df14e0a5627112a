import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { changePasswordSchema, messages, MIN_PASSWORD_LENGTH } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useSendOnce } from '@/lib/use-send-once';
import { useChangePassword } from '../api/change-password';

/** The API's rules, and the new password typed a second time, the same. */
export const changePasswordFormSchema = changePasswordSchema
  .and(z.object({ confirmPassword: z.string() }))
  .refine((input) => input.confirmPassword === input.newPassword, {
    message: messages.staff.confirmationDiffers,
    path: ['confirmPassword'],
  });

export function ChangePasswordForm() {
  const change = useChangePassword();
  const send = useSendOnce(change);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    send({ currentPassword, newPassword }, { onSuccess: () => reset() }),
  );

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {change.isError && <Alert>{errorMessage(change.error, messages.save.changePassword)}</Alert>}
        {change.isSuccess && <Alert tone="success">{messages.success.passwordChanged}</Alert>}
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

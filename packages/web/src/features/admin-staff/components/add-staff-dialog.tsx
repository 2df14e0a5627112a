import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createStaffSchema, MIN_PASSWORD_LENGTH, saveMessages, STAFF_ROLES, type StaffMember } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField, SelectField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { ROLE_LABELS } from '@/lib/authorization';
import '@/lib/domain-text/save';
import { useSendOnce } from '@/lib/use-send-once';
import { useCreateStaff } from '../api/create-staff';
import { staffProblemText } from '../utils/staff-problem-text';

const EMPTY = { name: '', email: '', role: 'accountant', password: '' } as const;

/** A new staff member with the password they first sign in with; they must then set their own. */
export function AddStaffDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (member: StaffMember) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const create = useCreateStaff();
  const send = useSendOnce(create);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(createStaffSchema), defaultValues: EMPTY });

  const close = () => {
    if (create.isPending) return;
    create.reset();
    reset();
    onClose();
  };

  const onSubmit = handleSubmit((input) =>
    send(input, {
      onSuccess: (member) => {
        create.reset();
        reset();
        onAdded(member);
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`Add staff member`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            <Trans>Add staff member</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        {create.isError && <Alert>{errorMessage(create.error, saveMessages.addStaff)}</Alert>}
        <fieldset disabled={create.isPending} className="space-y-5">
          <legend className="sr-only">
            <Trans>Staff member</Trans>
          </legend>
          <InputField
            label={t`Name`}
            autoComplete="off"
            error={staffProblemText(errors.name?.message)}
            {...register('name')}
          />
          <InputField
            label={t`Email`}
            type="email"
            autoComplete="off"
            error={staffProblemText(errors.email?.message)}
            {...register('email')}
          />
          <SelectField label={t`Role`} error={staffProblemText(errors.role?.message)} {...register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
          <InputField
            label={t`Initial password`}
            type="password"
            autoComplete="new-password"
            hint={t`At least ${MIN_PASSWORD_LENGTH} characters. Give it to them yourself: they must set their own when they first sign in.`}
            error={staffProblemText(errors.password?.message)}
            {...register('password')}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { guardianFieldsSchema, type Guardian, type GuardianFields } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/field';
import { SaveError } from '@/components/ui/save-error';
import { problemText } from '../utils/problem-text';

const resolver = zodResolver(guardianFieldsSchema);
// The failure's text is not a spec text: the spec has no guardians.

/**
 * A guardian's name, relation, phone and email: a new one (`guardian` undefined) or an edit of one, checked by the
 * domain's schema; a refusal shows the server's words, and Reload after someone else's edit.
 */
export function GuardianFormDialog({
  open,
  formKey,
  guardian,
  saving,
  error,
  onSave,
  onReload,
  reloading,
  onClose,
}: {
  open: boolean;
  /** A new one each time the dialog opens, and after a reload: the form starts again from `guardian`. */
  formKey: string;
  guardian: Guardian | undefined;
  saving: boolean;
  error: unknown;
  onSave: (fields: GuardianFields) => void;
  onReload: () => void;
  reloading: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const close = () => {
    if (!saving) onClose();
  };
  const guardianName = guardian?.name;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={guardianName !== undefined ? t`Edit guardian ${guardianName}` : t`Add guardian`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      {error !== null && (
        <SaveError
          error={error}
          fallback={t`Failed to save the guardian. Please try again.`}
          onReload={onReload}
          reloading={reloading}
        />
      )}
      <GuardianForm key={formKey} id={formId} guardian={guardian} saving={saving} onSave={onSave} />
    </Dialog>
  );
}

function GuardianForm({
  id,
  guardian,
  saving,
  onSave,
}: {
  id: string;
  guardian: Guardian | undefined;
  saving: boolean;
  onSave: (fields: GuardianFields) => void;
}) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: {
      name: guardian?.name ?? '',
      relation: guardian?.relation ?? '',
      phone: guardian?.phone ?? '',
      email: guardian?.email ?? '',
    },
  });
  return (
    <form id={id} noValidate className="mt-4 space-y-4" onSubmit={handleSubmit(onSave)}>
      <fieldset disabled={saving} className="space-y-4">
        <legend className="sr-only">
          <Trans>Guardian</Trans>
        </legend>
        <InputField
          label={t`Name`}
          autoComplete="off"
          data-autofocus
          error={problemText(errors.name?.message)}
          {...register('name')}
        />
        <InputField
          label={t`Relation`}
          autoComplete="off"
          hint={t`Mother, Father, Guardian…`}
          error={problemText(errors.relation?.message)}
          {...register('relation')}
        />
        <InputField
          label={t`Phone`}
          type="tel"
          autoComplete="off"
          error={problemText(errors.phone?.message)}
          {...register('phone')}
        />
        <InputField
          label={t`Email`}
          type="email"
          autoComplete="off"
          hint={t`A phone, an email, or both.`}
          error={problemText(errors.email?.message)}
          {...register('email')}
        />
      </fieldset>
    </form>
  );
}

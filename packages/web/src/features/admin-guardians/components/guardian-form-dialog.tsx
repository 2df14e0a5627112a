import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { guardianFieldsSchema, type Guardian, type GuardianFields } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/field';
import { SaveError } from '@/components/ui/save-error';

const resolver = zodResolver(guardianFieldsSchema);
/** Not a spec text: the spec has no guardians. */
const SAVE_FAILED = 'Failed to save the guardian. Please try again.';

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
  const formId = useId();
  const close = () => {
    if (!saving) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={guardian ? `Edit guardian ${guardian.name}` : 'Add guardian'}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Save
          </Button>
        </>
      }
    >
      {error !== null && <SaveError error={error} fallback={SAVE_FAILED} onReload={onReload} reloading={reloading} />}
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
        <legend className="sr-only">Guardian</legend>
        <InputField label="Name" autoComplete="off" data-autofocus error={errors.name?.message} {...register('name')} />
        <InputField
          label="Relation"
          autoComplete="off"
          hint="Mother, Father, Guardian…"
          error={errors.relation?.message}
          {...register('relation')}
        />
        <InputField label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
        <InputField
          label="Email"
          type="email"
          autoComplete="off"
          hint="A phone, an email, or both."
          error={errors.email?.message}
          {...register('email')}
        />
      </fieldset>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { Section } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/field';
import { SaveError } from '@/components/ui/save-error';
import { useSendOnce } from '@/lib/use-send-once';
import { useUpdateSection } from '../api/update-section';
import { readSection, type SectionFields, type SectionProblems } from '../utils/section-form';

/** Not a spec text: the spec has no sections. */
const SAVE_FAILED = 'Failed to save the section. Please try again.';

/**
 * A section's name and capacity, saved with the version the list showed. When someone else changed it meanwhile, the
 * server's message says so and Reload refills the form from the list read again.
 */
export function EditSectionDialog({
  section,
  onReload,
  reloading,
  onClose,
  onSaved,
}: {
  section: Section;
  onReload: () => Promise<unknown>;
  reloading: boolean;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const formId = useId();
  const update = useUpdateSection();
  const send = useSendOnce(update);
  const save = (fields: { name: string; capacity: number | null }) =>
    send({ id: section._id, version: section.version, ...fields }, { onSuccess: () => onSaved(fields.name) });
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Edit section ${section.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            Save
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {update.isError && (
          <SaveError
            error={update.error}
            fallback={SAVE_FAILED}
            onReload={() => void onReload().then(() => update.reset())}
            reloading={reloading}
          />
        )}
        <SectionForm
          key={`${section._id}:${section.version}`}
          id={formId}
          section={section}
          disabled={update.isPending}
          onSubmit={save}
        />
      </div>
    </Dialog>
  );
}

function SectionForm({
  id,
  section,
  disabled,
  onSubmit,
}: {
  id: string;
  section: Section;
  disabled: boolean;
  onSubmit: (fields: { name: string; capacity: number | null }) => void;
}) {
  const [values, setValues] = useState<SectionFields>({
    name: section.name,
    capacity: section.capacity === null ? '' : String(section.capacity),
  });
  const [problems, setProblems] = useState<SectionProblems>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = readSection(values);
    if ('problems' in checked) setProblems(checked.problems);
    else {
      setProblems({});
      onSubmit(checked.section);
    }
  };
  return (
    <form id={id} noValidate onSubmit={submit}>
      <fieldset disabled={disabled} className="space-y-4">
        <legend className="sr-only">Section</legend>
        <InputField
          label="Name"
          autoComplete="off"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={problems.name}
          data-autofocus
        />
        <InputField
          label="Capacity (optional)"
          inputMode="numeric"
          autoComplete="off"
          hint="Leave it empty for no limit."
          value={values.capacity}
          onChange={(event) => setValues({ ...values, capacity: event.target.value })}
          error={problems.capacity}
        />
      </fieldset>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { Section } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/field';
import { SaveError } from '@/components/ui/save-error';
import { useSendOnce } from '@/lib/use-send-once';
import { useUpdateSection } from '../api/update-section';
import { problemText } from '../utils/problem-text';
import { readSection, type SectionFields, type SectionProblems } from '../utils/section-form';

// The failure's text is not a spec text: the spec has no sections.

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
  const { t } = useLingui();
  const formId = useId();
  const update = useUpdateSection();
  const send = useSendOnce(update);
  const name = section.name;
  const save = (fields: { name: string; capacity: number | null }) =>
    send({ id: section._id, version: section.version, ...fields }, { onSuccess: () => onSaved(fields.name) });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Edit section ${name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {update.isError && (
          <SaveError
            error={update.error}
            fallback={t`Failed to save the section. Please try again.`}
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
  const { t } = useLingui();
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
        <legend className="sr-only">
          <Trans>Section</Trans>
        </legend>
        <InputField
          label={t`Name`}
          autoComplete="off"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={problemText(problems.name)}
          data-autofocus
        />
        <InputField
          label={t`Capacity (optional)`}
          inputMode="numeric"
          autoComplete="off"
          hint={t`Leave it empty for no limit.`}
          value={values.capacity}
          onChange={(event) => setValues({ ...values, capacity: event.target.value })}
          error={problemText(problems.capacity)}
        />
      </fieldset>
    </form>
  );
}

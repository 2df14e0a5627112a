import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Plus } from 'lucide';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useSendOnce } from '@/lib/use-send-once';
import { useCreateSection } from '../api/create-section';
import { problemText } from '../utils/problem-text';
import { readSection, type SectionFields, type SectionProblems } from '../utils/section-form';
import { Icon } from '@/components/ui/icon';

const EMPTY: SectionFields = { name: '', capacity: '' };
// The failure's text is not a spec text: the spec has no sections.

/** A new section's name and, if it has one, its capacity; the form clears after each so another can follow. */
export function AddSectionForm({ courseId, onAdded }: { courseId: string; onAdded: (name: string) => void }) {
  const { t } = useLingui();
  const create = useCreateSection(courseId);
  const send = useSendOnce(create);
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<SectionProblems>({});
  const [tried, setTried] = useState(false);
  const name = useRef<HTMLInputElement>(null);
  const capacity = useRef<HTMLInputElement>(null);

  const change = (next: SectionFields) => {
    setValues(next);
    if (!tried) return;
    const checked = readSection(next);
    setProblems('problems' in checked ? checked.problems : {});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const checked = readSection(values);
    if ('problems' in checked) {
      setProblems(checked.problems);
      (checked.problems.name ? name : capacity).current?.focus();
      return;
    }
    send(checked.section, {
      onSuccess: ({ section }) => {
        setValues(EMPTY);
        setTried(false);
        onAdded(section.name);
        name.current?.focus();
      },
    });
  };

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <h2 className="font-semibold text-slate-900">
          <Trans>Add a section</Trans>
        </h2>
        {create.isError && <Alert>{errorMessage(create.error, t`Failed to add the section. Please try again.`)}</Alert>}
        <fieldset disabled={create.isPending} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
          <legend className="sr-only">
            <Trans>New section</Trans>
          </legend>
          <InputField
            ref={name}
            label={t`Name`}
            name="name"
            autoComplete="off"
            placeholder={t`Weekend`}
            value={values.name}
            onChange={(event) => change({ ...values, name: event.target.value })}
            error={problemText(problems.name)}
          />
          <InputField
            ref={capacity}
            label={t`Capacity (optional)`}
            name="capacity"
            inputMode="numeric"
            autoComplete="off"
            value={values.capacity}
            onChange={(event) => change({ ...values, capacity: event.target.value })}
            error={problemText(problems.capacity)}
          />
          <Button type="submit" loading={create.isPending} className="sm:mt-7">
            {!create.isPending && <Icon icon={Plus} aria-hidden="true" className="size-4" />}
            <Trans>Add section</Trans>
          </Button>
        </fieldset>
      </form>
    </Card>
  );
}

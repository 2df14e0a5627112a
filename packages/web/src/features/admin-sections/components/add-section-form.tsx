import { useRef, useState, type FormEvent } from 'react';
import { Plus } from 'lucide';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useSendOnce } from '@/lib/use-send-once';
import { useCreateSection } from '../api/create-section';
import { readSection, type SectionFields, type SectionProblems } from '../utils/section-form';
import { Icon } from '@/components/ui/icon';

const EMPTY: SectionFields = { name: '', capacity: '' };
/** Not a spec text: the spec has no sections. */
const ADD_FAILED = 'Failed to add the section. Please try again.';

/** A new section's name and, if it has one, its capacity; the form clears after each so another can follow. */
export function AddSectionForm({ courseId, onAdded }: { courseId: string; onAdded: (name: string) => void }) {
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
        <h2 className="font-semibold text-slate-900">Add a section</h2>
        {create.isError && <Alert>{errorMessage(create.error, ADD_FAILED)}</Alert>}
        <fieldset disabled={create.isPending} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
          <legend className="sr-only">New section</legend>
          <InputField
            ref={name}
            label="Name"
            name="name"
            autoComplete="off"
            placeholder="Weekend"
            value={values.name}
            onChange={(event) => change({ ...values, name: event.target.value })}
            error={problems.name}
          />
          <InputField
            ref={capacity}
            label="Capacity (optional)"
            name="capacity"
            inputMode="numeric"
            autoComplete="off"
            value={values.capacity}
            onChange={(event) => change({ ...values, capacity: event.target.value })}
            error={problems.capacity}
          />
          <Button type="submit" loading={create.isPending} className="sm:mt-7">
            {!create.isPending && <Icon icon={Plus} aria-hidden="true" className="size-4" />}
            Add section
          </Button>
        </fieldset>
      </form>
    </Card>
  );
}

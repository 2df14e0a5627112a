import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Plus, Save, X } from 'lucide';
import { TIMETABLE_SLOTS_MAX, WEEKDAY_NAMES, type Timetable, type TimetableInput } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import {
  newRow,
  readTimetable,
  timetableFields,
  type SlotRow,
  type TimetableFields,
  type TimetableProblems,
} from '../utils/timetable-form';
import { Icon } from '@/components/ui/icon';
import { dateFormat } from '@/lib/i18n';
import { problemText } from '../utils/problem-text';

/** A weekday's name in the language shown, Monday first (WEEKDAY_NAMES's order; 1 January 2024 was a Monday). */
const weekdayName = (index: number) =>
  dateFormat({ weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index)));

export interface Teacher {
  _id: string;
  name: string;
}

/**
 * The timetable's range and weekly classes, a row each, checked with the API's rules before it is sent. `failure` is
 * the last save's refusal, shown beside the Save button as the server wrote it (a clash names who or where, and when).
 */
export function TimetableForm({
  timetable,
  today,
  teachers,
  saving,
  failure,
  onSubmit,
}: {
  /** The timetable read, which the form starts from. */
  timetable: Timetable;
  /** A new timetable starts from this day. */
  today: string;
  /** Who may be given a class: the active instructors and admins, and whoever the slots read name. */
  teachers: Teacher[];
  saving: boolean;
  failure: ReactNode;
  onSubmit: (timetable: TimetableInput) => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState(() => timetableFields(timetable, today));
  const [problems, setProblems] = useState<TimetableProblems>({ rows: {} });
  const [tried, setTried] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  const change = (next: TimetableFields) => {
    setValues(next);
    if (!tried) return;
    const checked = readTimetable(next);
    setProblems('problems' in checked ? checked.problems : { rows: {} });
  };
  const changeRow = (key: number, fields: Partial<SlotRow>) =>
    change({ ...values, slots: values.slots.map((row) => (row.key === key ? { ...row, ...fields } : row)) });
  const removeRow = (key: number) => {
    change({ ...values, slots: values.slots.filter((row) => row.key !== key) });
    // The row's Remove button goes with it.
    addButton.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const checked = readTimetable(values);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({ rows: {} });
    onSubmit(checked.timetable);
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} className="space-y-5">
        <fieldset disabled={saving} className="space-y-5">
          <legend className="sr-only">
            <Trans>Timetable</Trans>
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label={t`From`}
              type="date"
              value={values.from}
              max={values.to || undefined}
              onChange={(event) => change({ ...values, from: event.target.value })}
              error={problemText(problems.from)}
            />
            <InputField
              label={t`To`}
              type="date"
              value={values.to}
              min={values.from || undefined}
              onChange={(event) => change({ ...values, to: event.target.value })}
              error={problemText(problems.to)}
            />
          </div>
          <div className="space-y-3">
            <h2 className="font-semibold text-slate-900">
              <Trans>Classes each week</Trans>
            </h2>
            {values.slots.length === 0 && (
              <p className="text-sm text-slate-600">
                <Trans>No classes: saving takes the section's coming classes off.</Trans>
              </p>
            )}
            {values.slots.map((row, index) => (
              <SlotFields
                key={row.key}
                row={row}
                number={index + 1}
                teachers={teachers}
                problem={problems.rows[row.key]}
                onChange={(fields) => changeRow(row.key, fields)}
                onRemove={() => removeRow(row.key)}
              />
            ))}
            {problems.slots && <Alert>{problemText(problems.slots)}</Alert>}
            <Button
              ref={addButton}
              variant="secondary"
              size="sm"
              disabled={values.slots.length >= TIMETABLE_SLOTS_MAX}
              onClick={() => change({ ...values, slots: [...values.slots, newRow(values.slots.at(-1))] })}
            >
              <Icon icon={Plus} aria-hidden="true" className="size-4" /> <Trans>Add class</Trans>
            </Button>
          </div>
        </fieldset>
        {failure}
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button type="submit" loading={saving}>
            {!saving && <Icon icon={Save} aria-hidden="true" className="size-4" />}
            <Trans>Save timetable</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SlotFields({
  row,
  number,
  teachers,
  problem,
  onChange,
  onRemove,
}: {
  row: SlotRow;
  number: number;
  teachers: Teacher[];
  problem: string | undefined;
  onChange: (fields: Partial<SlotRow>) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const problemId = useId();
  return (
    <fieldset
      aria-describedby={problem ? problemId : undefined}
      className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200/70"
    >
      <legend className="sr-only">
        <Trans>Class {number}</Trans>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[9rem_8.5rem_8.5rem_1fr_1fr_auto] lg:items-end">
        <SelectField label={t`Day`} value={row.weekday} onChange={(event) => onChange({ weekday: event.target.value })}>
          {WEEKDAY_NAMES.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {weekdayName(index)}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t`Start`}
          type="time"
          value={row.start}
          onChange={(event) => onChange({ start: event.target.value })}
        />
        <InputField
          label={t`End`}
          type="time"
          value={row.end}
          onChange={(event) => onChange({ end: event.target.value })}
        />
        <InputField
          label={t`Room`}
          autoComplete="off"
          value={row.room}
          onChange={(event) => onChange({ room: event.target.value })}
        />
        <SelectField
          label={t`Instructor`}
          value={row.instructorId}
          onChange={(event) => onChange({ instructorId: event.target.value })}
        >
          <option value="">{t`No instructor`}</option>
          {teachers.map((teacher) => (
            <option key={teacher._id} value={teacher._id}>
              {teacher.name}
            </option>
          ))}
        </SelectField>
        <Button variant="dangerGhost" size="sm" onClick={onRemove} aria-label={t`Remove class ${number}`}>
          <Icon icon={X} aria-hidden="true" className="size-4" /> <Trans>Remove</Trans>
        </Button>
      </div>
      {problem && (
        <p id={problemId} className="mt-2 text-xs font-medium text-rose-600">
          {problemText(problem)}
        </p>
      )}
    </fieldset>
  );
}

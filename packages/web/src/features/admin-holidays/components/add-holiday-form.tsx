import { useRef, useState, type FormEvent } from 'react';
import { CalendarPlus } from 'lucide';
import { HOLIDAY_NAME_MAX_LENGTH, inputMessages, isIsoDate, readText, type HolidayInput } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format-day';
import { useSendOnce } from '@/lib/use-send-once';
import { useAddHoliday } from '../api/add-holiday';
import { Icon } from '@/components/ui/icon';

const SAVE_FAILED = 'Failed to add the holiday. Please try again.';

type Problems = Partial<Record<keyof HolidayInput, string>>;

/** The holiday as it is sent (its name trimmed), or why each field is refused: the API's rules, without zod. */
function readHoliday({ date, name }: HolidayInput): { holiday: HolidayInput } | { problems: Problems } {
  const problems: Problems = {};
  if (!isIsoDate(date)) problems.date = date === '' ? inputMessages.required('Date') : inputMessages.dateFormat;
  const readName = readText(name, 'Holiday name', HOLIDAY_NAME_MAX_LENGTH);
  if ('problem' in readName) problems.name = readName.problem;
  return 'text' in readName && !problems.date ? { holiday: { date, name: readName.text } } : { problems };
}

/** A day and its name; the form clears after each holiday so that the next can follow. */
export function AddHolidayForm({ today }: { today: string | undefined }) {
  const add = useAddHoliday();
  const send = useSendOnce(add);
  const [values, setValues] = useState<HolidayInput>({ date: '', name: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [tried, setTried] = useState(false);
  const dateField = useRef<HTMLInputElement>(null);
  const nameField = useRef<HTMLInputElement>(null);

  const change = (next: HolidayInput) => {
    setValues(next);
    if (!tried) return;
    const checked = readHoliday(next);
    setProblems('problems' in checked ? checked.problems : {});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const checked = readHoliday(values);
    if ('problems' in checked) {
      setProblems(checked.problems);
      (checked.problems.date ? dateField : nameField).current?.focus();
      return;
    }
    setProblems({});
    send(checked.holiday, {
      onSuccess: () => {
        setValues({ date: '', name: '' });
        setTried(false);
        dateField.current?.focus();
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a holiday" className="space-y-4">
      {add.isError && <Alert>{errorMessage(add.error, SAVE_FAILED)}</Alert>}
      {add.isSuccess && (
        <Alert tone="success">
          {add.data.holiday.name} on {formatDay(add.data.holiday.date)} added: the day&apos;s classes not marked yet are
          off the timetables.
        </Alert>
      )}
      <fieldset disabled={add.isPending} className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
        <legend className="sr-only">Holiday</legend>
        <InputField
          ref={dateField}
          label="Date"
          type="date"
          min={today}
          value={values.date}
          error={problems.date}
          onChange={(event) => change({ ...values, date: event.target.value })}
        />
        <InputField
          ref={nameField}
          label="Holiday name"
          autoComplete="off"
          maxLength={HOLIDAY_NAME_MAX_LENGTH}
          value={values.name}
          error={problems.name}
          onChange={(event) => change({ ...values, name: event.target.value })}
        />
        <Button type="submit" loading={add.isPending} className="min-h-11 sm:mt-6.5">
          {!add.isPending && <Icon icon={CalendarPlus} aria-hidden="true" className="size-4" />}
          Add holiday
        </Button>
      </fieldset>
    </form>
  );
}

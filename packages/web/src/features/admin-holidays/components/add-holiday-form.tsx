import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { CalendarPlus } from 'lucide';
import { HOLIDAY_NAME_MAX_LENGTH, type HolidayInput } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/input';
import { domainText } from '@/lib/domain-text/registry';
import { formatDay } from '@/lib/format-day';
import { useSendOnce } from '@/lib/use-send-once';
import { useAddHoliday } from '../api/add-holiday';
import { readHoliday, type HolidayProblems } from '../utils/holiday-form';
import { Icon } from '@/components/ui/icon';

/** A day and its name; the form clears after each holiday so that the next can follow. */
export function AddHolidayForm({ today }: { today: string | undefined }) {
  const { t } = useLingui();
  const add = useAddHoliday();
  const send = useSendOnce(add);
  const [values, setValues] = useState<HolidayInput>({ date: '', name: '' });
  const [problems, setProblems] = useState<HolidayProblems>({});
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
    <form noValidate onSubmit={onSubmit} aria-label={t`Add a holiday`} className="space-y-4">
      {add.isError && <Alert>{errorMessage(add.error, t`Failed to add the holiday. Please try again.`)}</Alert>}
      {add.isSuccess && <Added name={add.data.holiday.name} date={add.data.holiday.date} />}
      <fieldset disabled={add.isPending} className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
        <legend className="sr-only">
          <Trans>Holiday</Trans>
        </legend>
        <InputField
          ref={dateField}
          label={t`Date`}
          type="date"
          min={today}
          value={values.date}
          error={problems.date && domainText(problems.date)}
          onChange={(event) => change({ ...values, date: event.target.value })}
        />
        <InputField
          ref={nameField}
          label={t`Holiday name`}
          autoComplete="off"
          maxLength={HOLIDAY_NAME_MAX_LENGTH}
          value={values.name}
          error={problems.name}
          onChange={(event) => change({ ...values, name: event.target.value })}
        />
        <Button type="submit" loading={add.isPending} className="min-h-11 sm:mt-6.5">
          {!add.isPending && <Icon icon={CalendarPlus} aria-hidden="true" className="size-4" />}
          <Trans>Add holiday</Trans>
        </Button>
      </fieldset>
    </form>
  );
}

function Added({ name, date }: HolidayInput) {
  const day = formatDay(date);
  return (
    <Alert tone="success">
      <Trans>
        {name} on {day} added: the day&apos;s classes not marked yet are off the timetables.
      </Trans>
    </Alert>
  );
}

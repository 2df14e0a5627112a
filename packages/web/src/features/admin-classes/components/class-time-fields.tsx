import { useLingui } from '@lingui/react/macro';
import { ROOM_MAX_LENGTH } from '@campus/domain';
import { InputField } from '@/components/ui/field';
import '@/lib/domain-text/attendance';
import '@/lib/domain-text/input';
import { domainText } from '@/lib/domain-text/registry';
import type { ClassFields, ClassProblems } from '../utils/class-form';

/** A class's day, start and end (India's time) and room, each with its problem once the form was sent. */
export function ClassTimeFields({
  values,
  problems,
  onChange,
}: {
  values: ClassFields;
  problems: ClassProblems;
  onChange: (values: ClassFields) => void;
}) {
  const { t } = useLingui();
  // The domain's texts (a date badly written, an end before the start) in the language shown.
  const shown = (problem: string | undefined) => problem && domainText(problem);
  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="col-span-2">
        <InputField
          label={t`Date`}
          type="date"
          value={values.date}
          error={shown(problems.date)}
          onChange={(event) => onChange({ ...values, date: event.target.value })}
        />
      </div>
      <InputField
        label={t`Start`}
        type="time"
        value={values.start}
        error={shown(problems.start)}
        onChange={(event) => onChange({ ...values, start: event.target.value })}
      />
      <InputField
        label={t`End`}
        type="time"
        value={values.end}
        error={shown(problems.end)}
        onChange={(event) => onChange({ ...values, end: event.target.value })}
      />
      <div className="col-span-2">
        <InputField
          label={t`Room (optional)`}
          autoComplete="off"
          maxLength={ROOM_MAX_LENGTH}
          value={values.room}
          error={shown(problems.room)}
          onChange={(event) => onChange({ ...values, room: event.target.value })}
        />
      </div>
    </div>
  );
}

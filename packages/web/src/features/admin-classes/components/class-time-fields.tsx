import { ROOM_MAX_LENGTH } from '@campus/domain';
import { InputField } from '@/components/ui/field';
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
  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="col-span-2">
        <InputField
          label="Date"
          type="date"
          value={values.date}
          error={problems.date}
          onChange={(event) => onChange({ ...values, date: event.target.value })}
        />
      </div>
      <InputField
        label="Start"
        type="time"
        value={values.start}
        error={problems.start}
        onChange={(event) => onChange({ ...values, start: event.target.value })}
      />
      <InputField
        label="End"
        type="time"
        value={values.end}
        error={problems.end}
        onChange={(event) => onChange({ ...values, end: event.target.value })}
      />
      <div className="col-span-2">
        <InputField
          label="Room (optional)"
          autoComplete="off"
          maxLength={ROOM_MAX_LENGTH}
          value={values.room}
          error={problems.room}
          onChange={(event) => onChange({ ...values, room: event.target.value })}
        />
      </div>
    </div>
  );
}

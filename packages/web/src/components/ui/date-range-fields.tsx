import { InputField } from './field';

type Day = string | undefined;

/** A From and a To date, each bounding the other; an emptied field is undefined. */
export function DateRangeFields({
  from,
  to,
  onFrom,
  onTo,
}: {
  from: Day;
  to: Day;
  onFrom: (day: Day) => void;
  onTo: (day: Day) => void;
}) {
  return (
    <>
      <InputField
        label="From"
        type="date"
        value={from ?? ''}
        max={to}
        onChange={(event) => onFrom(event.target.value || undefined)}
      />
      <InputField
        label="To"
        type="date"
        value={to ?? ''}
        min={from}
        onChange={(event) => onTo(event.target.value || undefined)}
      />
    </>
  );
}

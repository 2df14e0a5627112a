import { SelectField } from './field';

/** A list filter that picks one of a fixed set of values, or none ("Every …"); none is undefined. */
export function ChoiceFilter<T extends string>({
  label,
  every,
  choices,
  labels,
  value,
  onChange,
}: {
  label: string;
  every: string;
  choices: readonly T[];
  labels?: Record<T, string>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
    >
      <option value="">{every}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels ? labels[choice] : choice}
        </option>
      ))}
    </SelectField>
  );
}

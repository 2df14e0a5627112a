import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Section } from '@campus/domain';
import { SelectField } from '@/components/ui/field';
import { useSections } from '@/lib/get-course-sections';

interface SectionSelectProps {
  courseId: string;
  label: string;
  /** The section chosen; '' for the course's main section, where a student goes unless one is named. */
  value: string;
  onChange: (sectionId: string) => void;
  disabled?: boolean;
  /** The classes of the box around the field, when it is shown. */
  className?: string;
}

/** A section's place in the list: its name, and how full it is when it has a capacity (a full one cannot be chosen). */
function sectionLabel({ name, main, capacity, students }: Section): string {
  const label = main ? t`${name} (main)` : name;
  return capacity === null ? label : t`${label} · ${students} of ${capacity} places taken`;
}

/**
 * The section of a course a student is enrolled in. Shown only for a course with more than one section: with one (or
 * while they load, or if they cannot be read) the student goes to the main section, as the server does unless one is
 * named.
 */
export function SectionSelect({ courseId, label, value, onChange, disabled, className }: SectionSelectProps) {
  const { t } = useLingui();
  const sections = useSections(courseId);
  if (!sections.data || sections.data.length < 2) return null;
  return (
    <div className={className}>
      <SelectField
        label={label}
        value={value}
        disabled={disabled}
        hint={t`Students join the main section unless another is chosen.`}
        onChange={(event) => onChange(event.target.value)}
      >
        {sections.data.map((section) => (
          <option
            key={section._id}
            value={section.main ? '' : section._id}
            disabled={!section.main && section.capacity !== null && section.students >= section.capacity}
          >
            {sectionLabel(section)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

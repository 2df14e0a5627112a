import { attendanceMessages, readText, SECTION_CAPACITY_MAX, SECTION_NAME_MAX_LENGTH } from '@campus/domain';

/** A section's fields as typed: the capacity is empty when the section has no limit. */
export interface SectionFields {
  name: string;
  capacity: string;
}

export type SectionProblems = Partial<Record<keyof SectionFields, string>>;

/**
 * The section as it is sent, or why each field is refused, with the messages of the API's rules
 * (`sectionInputSchema`), without loading them.
 */
export function readSection({
  name,
  capacity,
}: SectionFields): { section: { name: string; capacity: number | null } } | { problems: SectionProblems } {
  const readName = readText(name, 'Section name', SECTION_NAME_MAX_LENGTH);
  const typed = capacity.trim();
  const limit = typed === '' ? null : /^\d+$/.test(typed) ? Number(typed) : NaN;
  const capacityProblem =
    limit !== null && !(limit >= 1 && limit <= SECTION_CAPACITY_MAX) ? attendanceMessages.capacity : undefined;
  if ('text' in readName && !capacityProblem) return { section: { name: readName.text, capacity: limit } };
  const problems: SectionProblems = {};
  if ('problem' in readName) problems.name = readName.problem;
  if (capacityProblem) problems.capacity = capacityProblem;
  return { problems };
}

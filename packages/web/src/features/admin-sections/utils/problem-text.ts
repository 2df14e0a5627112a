import { t } from '@lingui/core/macro';
import { attendanceMessages } from '@campus/domain';
import '@/lib/domain-text/attendance';
import '@/lib/domain-text/ledger';
import { inputProblem, type NamedField } from '@/lib/input-problem';

/** The fields the section's and the timetable's rules name in a problem (`readText`, `inputMessages.required`), as shown. */
const fields = (): NamedField[] => [
  { label: 'Section name', shown: t`Section name` },
  { label: 'Room', shown: t`Room` },
  { label: 'From', shown: t`From` },
  { label: 'To', shown: t`To` },
  { label: 'Start', shown: t`Start` },
  { label: 'End', shown: t`End` },
];

/**
 * A field's problem (`readSection`, `readTimetable`) in the language shown: a time of day's is written here again, in
 * the same English (problem-text.test.ts); any other as any field's (`inputProblem`).
 */
export function problemText(problem: string | undefined): string | undefined {
  const named = fields();
  const time = named.find(({ label }) => problem === attendanceMessages.time(label));
  if (time) {
    const field = time.shown;
    return t`${field} must be a time of day as HH:MM`;
  }
  return inputProblem(problem, named);
}

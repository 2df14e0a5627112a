import { t } from '@lingui/core/macro';
import { attendanceMessages, inputMessages } from '@campus/domain';
import '@/lib/domain-text/attendance';
import '@/lib/domain-text/ledger';
import { domainText } from '@/lib/domain-text/registry';

/** The fields the section's and the timetable's rules name in a problem (`readText`, `inputMessages.required`), as shown. */
const fieldNames = (): Record<string, string> => ({
  'Section name': t`Section name`,
  Room: t`Room`,
  From: t`From`,
  To: t`To`,
  Start: t`Start`,
  End: t`End`,
});

const TOO_LONG = /^(.+) is too long \(at most ([\d,]+) characters\)$/;

/**
 * A field's problem (`readSection`, `readTimetable`) in the language shown: those the rules write with a value in them
 * (a field's name, a length) are written here again, in the same English (problem-text.test.ts); every other one is a
 * domain text.
 */
export function problemText(problem: string | undefined): string | undefined {
  if (problem === undefined) return undefined;
  const names = fieldNames();
  for (const [label, field] of Object.entries(names)) {
    if (problem === inputMessages.required(label)) return t`${field} is required`;
    if (problem === inputMessages.hiddenCharacters(label)) {
      return t`${field} contains hidden control or text-direction characters; remove them`;
    }
    if (problem === attendanceMessages.time(label)) return t`${field} must be a time of day as HH:MM`;
  }
  const tooLong = TOO_LONG.exec(problem);
  const longField = tooLong && names[tooLong[1]!];
  if (longField) {
    const most = tooLong[2]!;
    return t`${longField} is too long (at most ${most} characters)`;
  }
  return domainText(problem);
}

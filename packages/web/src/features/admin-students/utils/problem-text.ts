import { t } from '@lingui/core/macro';
import { EARLIEST_DATE_OF_BIRTH, inputMessages, studentImportMessages } from '@campus/domain';
import '@/lib/domain-text/errors';
import '@/lib/domain-text/guardians';
import '@/lib/domain-text/input';
import '@/lib/domain-text/login';
import '@/lib/domain-text/student-import';
import '@/lib/domain-text/upload';
import { domainText } from '@/lib/domain-text/registry';

/** The fields the student's and the guardian's rules name in a problem (`readText`, `inputMessages.required`), as shown. */
const fieldNames = (): Record<string, string> => ({ Name: t`Name`, Phone: t`Phone`, Relation: t`Relation` });

const TOO_LONG = /^(.+) is too long \(at most ([\d,]+) characters\)$/;
const NO_SUCH_DATE = /^The date (.+) does not exist$/;
const FILE_TOO_LARGE = /^The file must be at most (\d+) MB$/;

/**
 * A field's or a chosen file's problem (the domain's rules, `readNewStudent`, `readGuardian`, the schemas, a picture's
 * or an import file's checks) in the language shown: those the rules write with a value in them (a field's name, a
 * length, a date, a size) are written here again, in the same English (problem-text.test.ts); every other one is a
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
  }
  const tooLong = TOO_LONG.exec(problem);
  const longField = tooLong && names[tooLong[1]!];
  if (longField) {
    const most = tooLong[2]!;
    return t`${longField} is too long (at most ${most} characters)`;
  }
  const date = NO_SUCH_DATE.exec(problem)?.[1];
  if (date) return t`The date ${date} does not exist`;
  const megabytes = FILE_TOO_LARGE.exec(problem)?.[1];
  if (megabytes && problem === studentImportMessages.tooLarge(Number(megabytes))) {
    return t`The file must be at most ${megabytes} MB`;
  }
  if (problem === inputMessages.dateOfBirthTooEarly(EARLIEST_DATE_OF_BIRTH)) {
    const earliest = EARLIEST_DATE_OF_BIRTH;
    return t`Date of birth must be on or after ${earliest}`;
  }
  return domainText(problem);
}

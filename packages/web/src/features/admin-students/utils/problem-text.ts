import { t } from '@lingui/core/macro';
import { EARLIEST_DATE_OF_BIRTH, inputMessages, studentImportMessages } from '@campus/domain';
import '@/lib/domain-text/errors';
import '@/lib/domain-text/guardians';
import '@/lib/domain-text/login';
import '@/lib/domain-text/student-import';
import '@/lib/domain-text/upload';
import { inputProblem } from '@/lib/input-problem';

const FILE_TOO_LARGE = /^The file must be at most (\d+) MB$/;

/**
 * A field's or a chosen file's problem (the domain's rules, `readNewStudent`, `readGuardian`, the schemas, a picture's
 * or an import file's checks) in the language shown: a field's as any field's (`inputProblem`), with the fields the
 * student's and the guardian's rules name (`readText`) as shown; a file's size and the earliest date of birth, which
 * have values in them, are written here again in the same English (problem-text.test.ts).
 */
export function problemText(problem: string | undefined): string | undefined {
  const megabytes = problem && FILE_TOO_LARGE.exec(problem)?.[1];
  if (megabytes && problem === studentImportMessages.tooLarge(Number(megabytes))) {
    return t`The file must be at most ${megabytes} MB`;
  }
  if (problem === inputMessages.dateOfBirthTooEarly(EARLIEST_DATE_OF_BIRTH)) {
    const earliest = EARLIEST_DATE_OF_BIRTH;
    return t`Date of birth must be on or after ${earliest}`;
  }
  return inputProblem(problem, [
    { label: 'Name', shown: t`Name` },
    { label: 'Phone', shown: t`Phone` },
    { label: 'Relation', shown: t`Relation` },
  ]);
}

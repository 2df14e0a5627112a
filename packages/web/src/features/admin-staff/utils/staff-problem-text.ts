import { t } from '@lingui/core/macro';
import { MIN_PASSWORD_LENGTH, staffMessages } from '@campus/domain';
import '@/lib/domain-text/login';
import '@/lib/domain-text/staff';
import { inputProblem } from '@/lib/input-problem';

/**
 * A problem of the new staff member's fields (`createStaffSchema`) in the language shown: the password's minimum
 * length is written here as the domain writes it (staff-problem-text.test.ts holds it to it); the name's as any
 * field's (`inputProblem`).
 */
export function staffProblemText(problem: string | undefined): string | undefined {
  if (problem === staffMessages.passwordTooShort(MIN_PASSWORD_LENGTH)) {
    const min = MIN_PASSWORD_LENGTH;
    return t`The password must be at least ${min} characters long`;
  }
  return inputProblem(problem, [{ label: 'Name', shown: t`Name` }]);
}

import { t } from '@lingui/core/macro';
import { inputMessages, MIN_PASSWORD_LENGTH, staffMessages } from '@campus/domain';
import '@/lib/domain-text/login';
import '@/lib/domain-text/staff';
import { domainText } from '@/lib/domain-text/registry';

/** The longest name of a staff member (`createStaffSchema`). */
const NAME_MAX_LENGTH = 100;

/**
 * A problem of the new staff member's fields (`createStaffSchema`) in the language shown: the domain's texts with
 * values in them are written here as the domain writes them (staff-problem-text.test.ts holds them to it); the others
 * are the domain's plain texts.
 */
export function staffProblemText(problem: string | undefined): string | undefined {
  if (problem === undefined) return undefined;
  const min = MIN_PASSWORD_LENGTH;
  const max = NAME_MAX_LENGTH.toLocaleString('en-IN');
  const texts: Record<string, string> = {
    [inputMessages.required('Name')]: t`Name is required`,
    [inputMessages.tooLong('Name', NAME_MAX_LENGTH)]: t`Name is too long (at most ${max} characters)`,
    [inputMessages.hiddenCharacters('Name')]: t`Name contains hidden control or text-direction characters; remove them`,
    [staffMessages.passwordTooShort(min)]: t`The password must be at least ${min} characters long`,
  };
  return texts[problem] ?? domainText(problem);
}

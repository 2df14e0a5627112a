import { t } from '@lingui/core/macro';
import { MIN_PASSWORD_LENGTH, staffMessages } from '@campus/domain';
import '@/lib/domain-text/staff';
import { domainText } from '@/lib/domain-text/registry';

/** `staffMessages.passwordTooShort(min)` in the language shown (the same English: password-problems.test.ts). */
export function passwordTooShortText(min: number): string {
  return t`The password must be at least ${min} characters long`;
}

/** A password field's problem (from `readPasswordChange`) in the language shown. */
export function passwordProblemText(problem: string | undefined): string | undefined {
  if (problem === undefined) return undefined;
  if (problem === staffMessages.passwordTooShort(MIN_PASSWORD_LENGTH)) return passwordTooShortText(MIN_PASSWORD_LENGTH);
  return domainText(problem);
}

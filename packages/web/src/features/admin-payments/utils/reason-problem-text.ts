import { t } from '@lingui/core/macro';
import { inputMessages, REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '@campus/domain';
import '@/lib/domain-text/input';
import { domainText } from '@/lib/domain-text/registry';

/**
 * A reason's problem (`reasonSchema`) in the language shown: the domain's texts with values in them are written here as
 * the domain writes them (reason-problem-text.test.ts holds them to it); others are the domain's plain texts.
 */
export function reasonProblemText(problem: string | undefined): string | undefined {
  if (problem === undefined) return undefined;
  const min = REASON_MIN_LENGTH;
  const max = REASON_MAX_LENGTH.toLocaleString('en-IN');
  const texts: Record<string, string> = {
    [inputMessages.required('Reason')]: t`Reason is required`,
    [inputMessages.reasonTooShort(min)]: t`Reason must be at least ${min} characters`,
    [inputMessages.tooLong('Reason', REASON_MAX_LENGTH)]: t`Reason is too long (at most ${max} characters)`,
    [inputMessages.hiddenCharacters('Reason')]:
      t`Reason contains hidden control or text-direction characters; remove them`,
  };
  return texts[problem] ?? domainText(problem);
}

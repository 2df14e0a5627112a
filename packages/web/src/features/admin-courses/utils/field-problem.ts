import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatCount, formatRupees, inputMessages, MAX_AMOUNT_PAISE } from '@campus/domain';
import '@/lib/domain-text/fee-plan';
import '@/lib/domain-text/input';
import { domainText } from '@/lib/domain-text/registry';
import { i18n } from '@/lib/i18n';

/** A text field as the domain's rule names it in its messages (English), as the page names it, and its longest. */
export interface NamedField {
  label: string;
  shown: string;
  max: number;
}

/**
 * The English texts of this feature's own rules (course-form.tsx, fee-plan-form.ts) and of the domain's schemas that
 * belong to no group of messages (a course's duration, an amount in paise): the rules keep the English, shown here.
 */
const OWN_TEXTS: Record<string, MessageDescriptor> = {
  'Duration is required': msg`Duration is required`,
  'Duration is a whole number of weeks': msg`Duration is a whole number of weeks`,
  'Duration must be at least 1 week': msg`Duration must be at least 1 week`,
  'Duration is too long': msg`Duration is too long`,
  'Price is required': msg`Price is required`,
  'Enter the amount': msg`Enter the amount`,
  'Choose the due date': msg`Choose the due date`,
  'Enter an amount': msg`Enter an amount`,
  'Amounts cannot be negative': msg`Amounts cannot be negative`,
  'Amounts are whole paise': msg`Amounts are whole paise`,
};

const largestAmount = formatRupees(MAX_AMOUNT_PAISE);

/**
 * A field's problem in the language shown. The domain's texts that name the field or an amount
 * (`inputMessages.required` and such) are written here in the same English, with the field's name as shown; the
 * feature's own texts come from OWN_TEXTS; any other goes through domainText.
 */
export function fieldProblem(problem: string | undefined, field?: NamedField): string | undefined {
  if (problem === undefined) return undefined;
  const own = OWN_TEXTS[problem];
  if (own) return i18n._(own);
  if (problem === inputMessages.amountTooLarge(largestAmount)) return t`Amount is too large: at most ${largestAmount}`;
  if (field) {
    const { label, shown: name, max } = field;
    if (problem === inputMessages.required(label)) return t`${name} is required`;
    if (problem === inputMessages.tooLong(label, max)) {
      const most = formatCount(max);
      return t`${name} is too long (at most ${most} characters)`;
    }
    if (problem === inputMessages.hiddenCharacters(label)) {
      return t`${name} contains hidden control or text-direction characters; remove them`;
    }
  }
  return domainText(problem);
}

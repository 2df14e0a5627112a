import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import '@/lib/domain-text/fee-plan';
import { i18n } from '@/lib/i18n';
import { inputProblem, type NamedField } from '@/lib/input-problem';

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

/**
 * A field's problem in the language shown: the feature's own texts come from OWN_TEXTS; any other is as any field's
 * (`inputProblem`), `field` being the one its rule names, if any.
 */
export function fieldProblem(problem: string | undefined, field?: NamedField): string | undefined {
  const own = problem === undefined ? undefined : OWN_TEXTS[problem];
  if (own) return i18n._(own);
  return inputProblem(problem, field ? [field] : []);
}

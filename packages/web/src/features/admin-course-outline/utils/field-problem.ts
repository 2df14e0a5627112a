import { t } from '@lingui/core/macro';
import { formatCount, inputMessages } from '@campus/domain';
import '@/lib/domain-text/input';
import '@/lib/domain-text/learning';
import { domainText } from '@/lib/domain-text/registry';

/** A text field as the domain's rule names it in its messages (English), as the page names it, and its longest. */
export interface NamedField {
  label: string;
  shown: string;
  max: number;
}

/**
 * A field's problem in the language shown. The domain's texts that name the field (`inputMessages.required` and such)
 * are written here with the field's name as shown, in the same English; any other goes through domainText.
 */
export function fieldProblem(problem: string | undefined, field: NamedField): string | undefined {
  if (problem === undefined) return undefined;
  const { label, shown: name, max } = field;
  if (problem === inputMessages.required(label)) return t`${name} is required`;
  if (problem === inputMessages.tooLong(label, max)) {
    const most = formatCount(max);
    return t`${name} is too long (at most ${most} characters)`;
  }
  if (problem === inputMessages.hiddenCharacters(label)) {
    return t`${name} contains hidden control or text-direction characters; remove them`;
  }
  return domainText(problem);
}

import { t } from '@lingui/core/macro';
import { inputMessages } from '@campus/domain';
import '@/lib/domain-text/guardians';
import '@/lib/domain-text/input';
import '@/lib/domain-text/login';
import { domainText } from '@/lib/domain-text/registry';

/** The fields the guardian's rules name in a problem (`textSchema`, `inputMessages.required`), as shown. */
const fieldNames = (): Record<string, string> => ({ Name: t`Name`, Relation: t`Relation` });

const TOO_LONG = /^(.+) is too long \(at most ([\d,]+) characters\)$/;

/**
 * A field's problem (`guardianFieldsSchema`) in the language shown: those the rules write with a value in them (a
 * field's name, a length) are written here again, in the same English (problem-text.test.ts); every other one is a
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
  return domainText(problem);
}

import { t } from '@lingui/core/macro';
import { inputMessages, REASON_MIN_LENGTH } from '@campus/domain';
import '@/lib/domain-text/input';
import { domainText } from '@/lib/domain-text/registry';

/** A field as the domain's rules name it in their problems, and as the page shows it. */
export interface NamedField {
  /** As the domain's rule names it (`inputMessages.required('Name')`), in English. */
  label: string;
  /** As the page shows it, in the language shown. */
  shown: string;
}

// The English of the domain's input problems with a value in them (inputMessages), to read the value back.
const TOO_LONG = /^(.+) is too long \(at most ([\d,]+) characters\)$/;
const NO_SUCH_DATE = /^The date (.+) does not exist$/;
const AMOUNT_TOO_LARGE = /^Amount is too large: at most (.+)$/;

/**
 * A field's problem in the language shown. The domain's input problems with a value in them (`inputMessages.required`,
 * `tooLong` and `hiddenCharacters` of one of `fields`, `dateDoesNotExist`, `amountTooLarge`) are written here again,
 * in the same English (input-problem.test.ts holds them to it), with the field's name as the page shows it; every
 * other problem is a domain text (`domainText`), which the page's domain groups translate.
 */
export function inputProblem(problem: string | undefined, fields: readonly NamedField[]): string | undefined {
  if (problem === undefined) return undefined;
  for (const { label, shown: name } of fields) {
    if (problem === inputMessages.required(label)) return t`${name} is required`;
    if (problem === inputMessages.hiddenCharacters(label)) {
      return t`${name} contains hidden control or text-direction characters; remove them`;
    }
  }
  const [, longLabel, most] = TOO_LONG.exec(problem) ?? [];
  const longField = fields.find(({ label }) => label === longLabel);
  if (
    longField &&
    most !== undefined &&
    problem === inputMessages.tooLong(longField.label, Number(most.replaceAll(',', '')))
  ) {
    const name = longField.shown;
    return t`${name} is too long (at most ${most} characters)`;
  }
  const date = NO_SUCH_DATE.exec(problem)?.[1];
  if (date !== undefined && problem === inputMessages.dateDoesNotExist(date)) return t`The date ${date} does not exist`;
  const largest = AMOUNT_TOO_LARGE.exec(problem)?.[1];
  if (largest !== undefined && problem === inputMessages.amountTooLarge(largest)) {
    return t`Amount is too large: at most ${largest}`;
  }
  return domainText(problem);
}

/**
 * A problem of the domain-wide Reason field (`reasonSchema`: a payment's reversal, a claim's rejection, a concession)
 * in the language shown: its minimum length, else as any field's (`inputProblem`).
 */
export function reasonProblem(problem: string | undefined): string | undefined {
  if (problem === inputMessages.reasonTooShort(REASON_MIN_LENGTH)) {
    const min = REASON_MIN_LENGTH;
    return t`Reason must be at least ${min} characters`;
  }
  return inputProblem(problem, [{ label: 'Reason', shown: t`Reason` }]);
}

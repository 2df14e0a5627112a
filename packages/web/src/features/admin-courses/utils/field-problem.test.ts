import { describe, expect, it } from 'vitest';
import { formatRupees, inputMessages, MAX_AMOUNT_PAISE } from '@campus/domain';
import { fieldProblem } from './field-problem';

describe('fieldProblem', () => {
  it("says in English what the domain's field texts say", () => {
    const field = { label: 'Description', shown: 'Description', max: 100_000 };
    for (const problem of [
      inputMessages.required('Description'),
      inputMessages.tooLong('Description', 100_000),
      inputMessages.hiddenCharacters('Description'),
    ])
      expect(fieldProblem(problem, field)).toBe(problem);
    const tooLarge = inputMessages.amountTooLarge(formatRupees(MAX_AMOUNT_PAISE));
    expect(fieldProblem(tooLarge)).toBe(tooLarge);
  });
});

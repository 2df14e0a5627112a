import { describe, expect, it } from 'vitest';
import { formatRupees, inputMessages, MAX_AMOUNT_PAISE, REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '@campus/domain';
import { activate } from './i18n';
import { inputProblem, reasonProblem } from './input-problem';

const fields = [
  { label: 'Name', shown: 'Name' },
  { label: 'Lesson text', shown: 'Lesson text' },
];

describe('inputProblem', () => {
  it("writes the domain's input problems with values in them in the same English", () => {
    const same = (problem: string) => expect(inputProblem(problem, fields)).toBe(problem);
    same(inputMessages.required('Lesson text'));
    same(inputMessages.tooLong('Lesson text', 100_000));
    same(inputMessages.hiddenCharacters('Name'));
    same(inputMessages.dateDoesNotExist('2026-02-30'));
    same(inputMessages.amountTooLarge(formatRupees(MAX_AMOUNT_PAISE)));
  });

  it('shows every other problem as the domain text it is', () => {
    expect(inputProblem(inputMessages.phoneInvalid, fields)).toBe(inputMessages.phoneInvalid);
    expect(inputProblem(inputMessages.required('Phone'), fields)).toBe(inputMessages.required('Phone'));
    expect(inputProblem(undefined, fields)).toBeUndefined();
  });

  it('names the field as the page shows it, in the language shown', async () => {
    try {
      await activate('hi');
      expect(inputProblem(inputMessages.required('Name'), [{ label: 'Name', shown: 'नाम' }])).toBe('नाम आवश्यक है');
    } finally {
      await activate('en');
    }
  });
});

describe('reasonProblem', () => {
  it("writes the domain's problems of a reason in the same English", () => {
    for (const problem of [
      inputMessages.reasonTooShort(REASON_MIN_LENGTH),
      inputMessages.tooLong('Reason', REASON_MAX_LENGTH),
      inputMessages.invalidId,
    ])
      expect(reasonProblem(problem)).toBe(problem);
    expect(reasonProblem(undefined)).toBeUndefined();
  });
});

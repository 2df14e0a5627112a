import { describe, expect, it } from 'vitest';
import { inputMessages, REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '@campus/domain';
import { reasonProblemText } from './reason-problem-text';

describe('reasonProblemText', () => {
  it("writes the domain's texts about a reason in the same English", () => {
    for (const problem of [
      inputMessages.required('Reason'),
      inputMessages.reasonTooShort(REASON_MIN_LENGTH),
      inputMessages.tooLong('Reason', REASON_MAX_LENGTH),
      inputMessages.hiddenCharacters('Reason'),
      inputMessages.invalidId,
    ])
      expect(reasonProblemText(problem)).toBe(problem);
    expect(reasonProblemText(undefined)).toBeUndefined();
  });
});

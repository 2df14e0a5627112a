import { describe, expect, it } from 'vitest';
import { inputMessages } from '@campus/domain';
import { fieldProblem } from './field-problem';

describe('fieldProblem', () => {
  it("says in English what the domain's field texts say", () => {
    const field = { label: 'Lesson text', shown: 'Lesson text', max: 100_000 };
    for (const problem of [
      inputMessages.required('Lesson text'),
      inputMessages.tooLong('Lesson text', 100_000),
      inputMessages.hiddenCharacters('Lesson text'),
    ])
      expect(fieldProblem(problem, field)).toBe(problem);
  });
});

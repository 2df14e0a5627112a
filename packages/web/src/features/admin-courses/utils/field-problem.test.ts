import { describe, expect, it } from 'vitest';
import { fieldProblem } from './field-problem';

describe('fieldProblem', () => {
  it("shows the feature's own texts in the same English", () => {
    for (const problem of ['Duration is required', 'Amounts are whole paise'])
      expect(fieldProblem(problem)).toBe(problem);
  });
});

import { describe, expect, it } from 'vitest';
import {
  GUARDIAN_NAME_MAX_LENGTH,
  GUARDIAN_RELATION_MAX_LENGTH,
  guardianMessages,
  inputMessages,
} from '@campus/domain';
import { problemText } from './problem-text';

describe('problemText', () => {
  it('writes the problems that have values in them in the same English as the domain', () => {
    for (const label of ['Name', 'Relation']) {
      expect(problemText(inputMessages.required(label))).toBe(inputMessages.required(label));
      expect(problemText(inputMessages.hiddenCharacters(label))).toBe(inputMessages.hiddenCharacters(label));
    }
    expect(problemText(inputMessages.tooLong('Name', GUARDIAN_NAME_MAX_LENGTH))).toBe(
      inputMessages.tooLong('Name', GUARDIAN_NAME_MAX_LENGTH),
    );
    expect(problemText(inputMessages.tooLong('Relation', GUARDIAN_RELATION_MAX_LENGTH))).toBe(
      inputMessages.tooLong('Relation', GUARDIAN_RELATION_MAX_LENGTH),
    );
  });

  it('shows every other problem as the domain text it is', () => {
    expect(problemText(guardianMessages.contactRequired)).toBe(guardianMessages.contactRequired);
    expect(problemText(undefined)).toBeUndefined();
  });
});

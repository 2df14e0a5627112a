import { describe, expect, it } from 'vitest';
import { EARLIEST_DATE_OF_BIRTH, inputMessages, loginMessages, studentImportMessages } from '@campus/domain';
import { IMPORT_MAX_MEGABYTES } from '@/lib/use-import-run';
import { problemText } from './problem-text';

describe('problemText', () => {
  it('writes the problems that have values in them in the same English as the domain', () => {
    for (const label of ['Name', 'Phone', 'Relation']) {
      expect(problemText(inputMessages.required(label))).toBe(inputMessages.required(label));
      expect(problemText(inputMessages.hiddenCharacters(label))).toBe(inputMessages.hiddenCharacters(label));
      expect(problemText(inputMessages.tooLong(label, 100))).toBe(inputMessages.tooLong(label, 100));
      expect(problemText(inputMessages.tooLong(label, 1200))).toBe(inputMessages.tooLong(label, 1200));
    }
    expect(problemText(inputMessages.dateDoesNotExist('2001-02-30'))).toBe(
      inputMessages.dateDoesNotExist('2001-02-30'),
    );
    expect(problemText(inputMessages.dateOfBirthTooEarly(EARLIEST_DATE_OF_BIRTH))).toBe(
      inputMessages.dateOfBirthTooEarly(EARLIEST_DATE_OF_BIRTH),
    );
    expect(problemText(studentImportMessages.tooLarge(IMPORT_MAX_MEGABYTES))).toBe(
      studentImportMessages.tooLarge(IMPORT_MAX_MEGABYTES),
    );
  });

  it('shows every other problem as the domain text it is', () => {
    expect(problemText(loginMessages.emailRequired)).toBe(loginMessages.emailRequired);
    expect(problemText(inputMessages.phoneInvalid)).toBe(inputMessages.phoneInvalid);
    expect(problemText(undefined)).toBeUndefined();
  });
});

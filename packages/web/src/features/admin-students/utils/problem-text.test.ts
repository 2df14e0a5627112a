import { describe, expect, it } from 'vitest';
import { EARLIEST_DATE_OF_BIRTH, inputMessages, studentImportMessages } from '@campus/domain';
import { IMPORT_MAX_MEGABYTES } from '@/lib/use-import-run';
import { problemText } from './problem-text';

describe('problemText', () => {
  it("writes the student's own problems that have values in them in the same English as the domain", () => {
    expect(problemText(inputMessages.dateOfBirthTooEarly(EARLIEST_DATE_OF_BIRTH))).toBe(
      inputMessages.dateOfBirthTooEarly(EARLIEST_DATE_OF_BIRTH),
    );
    expect(problemText(studentImportMessages.tooLarge(IMPORT_MAX_MEGABYTES))).toBe(
      studentImportMessages.tooLarge(IMPORT_MAX_MEGABYTES),
    );
  });
});

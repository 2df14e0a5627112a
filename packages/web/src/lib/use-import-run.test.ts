import { describe, expect, it } from 'vitest';
import { studentImportMessages } from '@campus/domain';
import { fileTooLargeText, IMPORT_MAX_MEGABYTES } from './use-import-run';

describe('useImportRun', () => {
  it("refuses a file too large in the domain's English", () => {
    expect(fileTooLargeText()).toBe(studentImportMessages.tooLarge(IMPORT_MAX_MEGABYTES));
  });
});

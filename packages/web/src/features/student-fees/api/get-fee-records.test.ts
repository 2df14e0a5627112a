import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/config/api-paths';
import { ownScope } from '@/lib/student-scope';
import { FEE_RECORDS_PER_PAGE, feeRecordsPath } from './get-fee-records';

describe('feeRecordsPath', () => {
  it("asks for a student's first page at the path the document asked for, and for the others alike", () => {
    expect(feeRecordsPath(ownScope, 1)).toBe(`/fees/me?page=1&limit=${FEE_RECORDS_PER_PAGE}`);
    expect(apiPaths.studentFeeRecords).toBe(feeRecordsPath(ownScope, 1));
    expect(feeRecordsPath(ownScope, 3)).toBe(`/fees/me?page=3&limit=${FEE_RECORDS_PER_PAGE}`);
  });
});

import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/config/api-paths';
import { FEE_RECORDS_PER_PAGE, feeRecordsPath } from './get-fee-records';

describe('feeRecordsPath', () => {
  it('asks for the first page at the path the document asked for, and for the others alike', () => {
    expect(feeRecordsPath(1)).toBe(`/fees/me?page=1&limit=${FEE_RECORDS_PER_PAGE}`);
    expect(apiPaths.studentFeeRecords).toBe(feeRecordsPath(1));
    expect(feeRecordsPath(3)).toBe(`/fees/me?page=3&limit=${FEE_RECORDS_PER_PAGE}`);
  });
});

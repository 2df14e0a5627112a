/**
 * The API calls a page's document starts before its scripts have loaded (app/route-table.tsx names them per area),
 * in one place with the calls that take their answers.
 */
/** A page of the student's fee records: 20 to a page. */
export const FEE_RECORDS_PER_PAGE = 20;
export const feeRecordsPath = (page: number) => `/fees/me?page=${page}&limit=${FEE_RECORDS_PER_PAGE}`;

export const apiPaths = {
  studentMe: '/users/full-me',
  /** The first page, which the fees page's own address shows. */
  studentFeeRecords: feeRecordsPath(1),
  staffMe: '/admin/me',
  dashboardStats: '/admin/dashboard',
} as const;

/**
 * The API calls a page's document starts before its scripts have loaded (app/route-table.tsx names them per area),
 * in one place with the calls that take their answers.
 */
export const apiPaths = {
  studentMe: '/users/full-me',
  /** The first page of the student's fee records, which the fees page's own address shows (get-fee-records.ts). */
  studentFeeRecords: '/fees/me?page=1&limit=20',
  staffMe: '/admin/me',
  dashboardStats: '/admin/dashboard',
} as const;

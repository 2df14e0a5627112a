/**
 * The API calls a page's document starts before its scripts have loaded (app/route-table.tsx names them per area),
 * in one place with the calls that take their answers.
 */
export const apiPaths = {
  studentMe: '/users/full-me',
  staffMe: '/admin/me',
  dashboardStats: '/admin/dashboard',
} as const;

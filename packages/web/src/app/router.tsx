import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '@/components/layouts/route-error';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

/** What a full page load shows while the first screen's chunks load (React Router warns when there is none). */
function FirstLoad() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <LoadingState />
    </div>
  );
}

/** The landing page is not in this router, so the way back loads it as a new document. */
const AppError = () => <RouteError home={paths.home} homeLabel="Back to the home page" reloadDocument />;
const StudentError = () => <RouteError home={paths.student.dashboard} homeLabel="Back to the dashboard" />;
const AdminError = () => <RouteError home={paths.admin.dashboard} homeLabel="Back to the dashboard" />;

/**
 * Every screen is its own chunk, loaded when first visited. The landing page (`/`) is not here: it is its own
 * page (landing.html) without this router, so links to it load it as a new document.
 *
 * Error boundaries are set here, not in the lazy modules, so they also catch a chunk that fails to load. An area's
 * screens sit in a pathless route with its boundary, so a screen that fails keeps the area's sidebar around it.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: FirstLoad,
    ErrorBoundary: AppError,
    lazy: () => import('./routes/app-root'),
    children: [
      { path: paths.login, lazy: () => import('./routes/auth/login') },
      { path: paths.authSuccess, lazy: () => import('./routes/auth/auth-success') },
      { path: paths.adminLogin, lazy: () => import('./routes/auth/admin-login') },
      {
        ErrorBoundary: StudentError,
        lazy: () => import('./routes/student/layout'),
        children: [
          {
            ErrorBoundary: StudentError,
            children: [
              { path: paths.student.dashboard, lazy: () => import('./routes/student/dashboard') },
              { path: paths.student.profile, lazy: () => import('./routes/student/profile') },
              { path: paths.student.courses, lazy: () => import('./routes/student/courses') },
              { path: paths.student.fees, lazy: () => import('./routes/student/fees') },
            ],
          },
        ],
      },
      {
        ErrorBoundary: AdminError,
        lazy: () => import('./routes/admin/layout'),
        children: [
          {
            ErrorBoundary: AdminError,
            children: [
              { path: paths.admin.dashboard, lazy: () => import('./routes/admin/dashboard') },
              { path: paths.admin.students, lazy: () => import('./routes/admin/students') },
              { path: paths.admin.courses, lazy: () => import('./routes/admin/courses') },
              { path: paths.admin.fees, lazy: () => import('./routes/admin/fees') },
              { path: paths.admin.recordPayment, lazy: () => import('./routes/admin/record-payment') },
              { path: paths.admin.payments, lazy: () => import('./routes/admin/payments') },
              { path: paths.admin.report, lazy: () => import('./routes/admin/report') },
              { path: paths.admin.password, lazy: () => import('./routes/admin/password') },
              {
                lazy: () => import('./routes/admin/admin-only'),
                children: [
                  { path: paths.admin.addStudent, lazy: () => import('./routes/admin/add-student') },
                  { path: paths.admin.studentHistory, lazy: () => import('./routes/admin/student-history') },
                  { path: paths.admin.addNotice, lazy: () => import('./routes/admin/add-notice') },
                  { path: paths.admin.staff, lazy: () => import('./routes/admin/staff') },
                  { path: paths.admin.activity, lazy: () => import('./routes/admin/activity') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', HydrateFallback: FirstLoad, ErrorBoundary: AppError, lazy: () => import('./routes/not-found') },
];

export const router = createBrowserRouter(routes);

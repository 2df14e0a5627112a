import { createBrowserRouter } from 'react-router';
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

/**
 * Every screen is its own chunk, loaded when first visited. The landing page (`/`) is not here: it is its own
 * page (landing.html) without this router, so links to it load it as a new document.
 */
export const router = createBrowserRouter([
  {
    HydrateFallback: FirstLoad,
    lazy: () => import('./routes/app-root'),
    children: [
      { path: paths.login, lazy: () => import('./routes/auth/login') },
      { path: paths.authSuccess, lazy: () => import('./routes/auth/auth-success') },
      { path: paths.adminLogin, lazy: () => import('./routes/auth/admin-login') },
      {
        lazy: () => import('./routes/student/layout'),
        children: [
          { path: paths.student.dashboard, lazy: () => import('./routes/student/dashboard') },
          { path: paths.student.profile, lazy: () => import('./routes/student/profile') },
          { path: paths.student.courses, lazy: () => import('./routes/student/courses') },
          { path: paths.student.fees, lazy: () => import('./routes/student/fees') },
        ],
      },
      {
        lazy: () => import('./routes/admin/layout'),
        children: [
          { path: paths.admin.dashboard, lazy: () => import('./routes/admin/dashboard') },
          { path: paths.admin.students, lazy: () => import('./routes/admin/students') },
          { path: paths.admin.addStudent, lazy: () => import('./routes/admin/add-student') },
          { path: paths.admin.courses, lazy: () => import('./routes/admin/courses') },
          { path: paths.admin.fees, lazy: () => import('./routes/admin/fees') },
          { path: paths.admin.recordPayment, lazy: () => import('./routes/admin/record-payment') },
          { path: paths.admin.addNotice, lazy: () => import('./routes/admin/add-notice') },
          { path: paths.admin.report, lazy: () => import('./routes/admin/report') },
        ],
      },
    ],
  },
  { path: '*', HydrateFallback: FirstLoad, lazy: () => import('./routes/not-found') },
]);

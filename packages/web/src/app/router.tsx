import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Every screen is its own chunk, loaded when first visited. The landing page (`/`) is not here: it is its own
 * page (landing.html) without this router, so links to it load it as a new document.
 */
export const router = createBrowserRouter([
  {
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
  { path: '*', lazy: () => import('./routes/not-found') },
]);

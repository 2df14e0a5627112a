import type { RouteObject } from 'react-router';
import { RouteError } from '@/components/layouts/route-error';
import { LoadingState } from '@/components/ui/spinner';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import { preloadRoute } from '@/lib/route-preload';
import type { Audience } from '@/lib/session';

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

/** The route modules under ./routes, each its own chunk, by their path there ('student/dashboard'). */
const modules = import.meta.glob<NonNullable<RouteObject['lazy']>>('./routes/**/*.tsx');

/**
 * A route whose module is ./routes/{id}.tsx, loaded when first visited. The module name is the route's id, which
 * scripts/prerender.mjs reads to list the chunks each page needs: for the server to preload them with its HTML, and for
 * a navigation to preload them with the module (lib/route-preload.ts).
 */
function lazyRoute(
  id: string,
  {
    audience,
    prefetch,
    ...route
  }: Pick<RouteObject, 'path' | 'children' | 'ErrorBoundary' | 'HydrateFallback'> & RouteHandle = {},
) {
  const load = modules[`./routes/${id}.tsx`];
  if (!load) throw new Error(`There is no route module ./routes/${id}.tsx`);
  const lazy = () => {
    preloadRoute(id);
    return load();
  };
  return { ...route, id, lazy, handle: { audience, prefetch } satisfies RouteHandle } as RouteObject;
}

/** What a route tells about its pages, to the build (scripts/prerender.mjs) and to main.tsx. */
export interface RouteHandle {
  /** Who its pages are for: the area's layout says it for every page inside. */
  audience?: Audience;
  /** The API paths its pages' first screens read: their documents request them as they load (lib/prefetch.ts). */
  prefetch?: string[];
}

/**
 * Every screen is its own chunk, loaded when first visited. The landing page (`/`) is not here: it is its own
 * page (landing.html) without this router, so links to it load it as a new document.
 *
 * Error boundaries are set here, not in the lazy modules, so they also catch a chunk that fails to load. An area's
 * screens sit in a pathless route with its boundary, so a screen that fails keeps the area's sidebar around it.
 */
export const routes: RouteObject[] = [
  lazyRoute('app-root', {
    HydrateFallback: FirstLoad,
    ErrorBoundary: AppError,
    children: [
      lazyRoute('auth/login', { path: paths.login }),
      lazyRoute('auth/auth-success', { path: paths.authSuccess }),
      lazyRoute('auth/admin-login', { path: paths.adminLogin }),
      lazyRoute('certificate-check', { path: paths.verify }),
      lazyRoute('student/layout', {
        audience: 'student',
        prefetch: [apiPaths.studentMe],
        ErrorBoundary: StudentError,
        children: [
          {
            ErrorBoundary: StudentError,
            children: [
              lazyRoute('student/dashboard', { path: paths.student.dashboard }),
              lazyRoute('student/profile', { path: paths.student.profile }),
              lazyRoute('student/courses', { path: paths.student.courses }),
              lazyRoute('student/fees', { path: paths.student.fees, prefetch: [apiPaths.studentFeeRecords] }),
              lazyRoute('student/continue-course', { path: paths.student.continueCourse }),
              lazyRoute('student/lesson', { path: paths.student.lesson }),
            ],
          },
        ],
      }),
      lazyRoute('admin/layout', {
        audience: 'admin',
        prefetch: [apiPaths.staffMe],
        ErrorBoundary: AdminError,
        children: [
          {
            ErrorBoundary: AdminError,
            children: [
              lazyRoute('admin/dashboard', {
                path: paths.admin.dashboard,
                prefetch: [apiPaths.dashboardStats],
              }),
              lazyRoute('admin/password', { path: paths.admin.password }),
              lazyRoute('admin/office-only', {
                children: [
                  lazyRoute('admin/students', { path: paths.admin.students }),
                  lazyRoute('admin/courses', { path: paths.admin.courses }),
                  lazyRoute('admin/fees', { path: paths.admin.fees }),
                  lazyRoute('admin/record-payment', { path: paths.admin.recordPayment }),
                  lazyRoute('admin/payments', { path: paths.admin.payments }),
                  lazyRoute('admin/payment-claims', { path: paths.admin.paymentClaims }),
                  lazyRoute('admin/email', { path: paths.admin.email }),
                  lazyRoute('admin/report', { path: paths.admin.report }),
                ],
              }),
              lazyRoute('admin/teaching-only', {
                children: [
                  lazyRoute('admin/teaching', { path: paths.admin.teaching }),
                  lazyRoute('admin/course-outline', { path: paths.admin.courseOutline }),
                  lazyRoute('admin/course-progress', { path: paths.admin.courseProgress }),
                  lazyRoute('admin/student-progress', { path: paths.admin.studentProgress }),
                ],
              }),
              lazyRoute('admin/admin-only', {
                children: [
                  lazyRoute('admin/add-student', { path: paths.admin.addStudent }),
                  lazyRoute('admin/import-students', { path: paths.admin.importStudents }),
                  lazyRoute('admin/student-history', { path: paths.admin.studentHistory }),
                  lazyRoute('admin/add-notice', { path: paths.admin.addNotice }),
                  lazyRoute('admin/staff', { path: paths.admin.staff }),
                  lazyRoute('admin/activity', { path: paths.admin.activity }),
                  lazyRoute('admin/backups', { path: paths.admin.backups }),
                ],
              }),
            ],
          },
        ],
      }),
    ],
  }),
  lazyRoute('not-found', { path: '*', HydrateFallback: FirstLoad, ErrorBoundary: AppError }),
];

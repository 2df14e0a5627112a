import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RouteObject } from 'react-router';
import { RoleGate } from '@/components/layouts/role-gate';
import { RouteError } from '@/components/layouts/route-error';
import { LoadingState } from '@/components/ui/spinner';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import type { NavEntry, RouteHandle } from '@/lib/route-handle';
import { withCatalogs } from '@/lib/i18n';
import { preloadRoute } from '@/lib/route-preload';

/** What a full page load shows while the first screen's chunks load (React Router warns when there is none). */
function FirstLoad() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <LoadingState />
    </div>
  );
}

/** The landing page is not in this router, so the way back loads it as a new document. */
function AppError() {
  const { t } = useLingui();
  return <RouteError home={paths.home} homeLabel={t`Back to the home page`} reloadDocument />;
}
function StudentError() {
  const { t } = useLingui();
  return <RouteError home={paths.student.dashboard} homeLabel={t`Back to the dashboard`} />;
}
function AdminError() {
  const { t } = useLingui();
  return <RouteError home={paths.admin.dashboard} homeLabel={t`Back to the dashboard`} />;
}
function FamilyError() {
  const { t } = useLingui();
  return <RouteError home={paths.family.children} homeLabel={t`Back to your children`} />;
}

/** The route modules under ./routes, each its own chunk, by their path there ('student/dashboard'). */
const modules = import.meta.glob<NonNullable<RouteObject['lazy']>>('./routes/**/*.tsx');

type RouteOptions = Pick<RouteObject, 'path' | 'children' | 'ErrorBoundary' | 'HydrateFallback'> &
  Omit<RouteHandle, 'navigation'>;

/**
 * A route whose module is ./routes/{id}.tsx, loaded when first visited. The module name is the route's id, which
 * scripts/prerender.mjs reads to list the chunks each page needs: for the server to preload them with its HTML, and for
 * a navigation to preload them with the module (lib/route-preload.ts).
 */
function lazyRoute(
  id: string,
  { audience, prefetch, access, nav, ...route }: RouteOptions = {},
  navigation?: NavEntry[],
) {
  const load = modules[`./routes/${id}.tsx`];
  if (!load) throw new Error(`There is no route module ./routes/${id}.tsx`);
  const lazy = () => {
    preloadRoute(id);
    return withCatalogs(load());
  };
  const handle: RouteHandle = { audience, prefetch, access, nav, navigation };
  return { ...route, id, lazy, handle } as RouteObject;
}

/**
 * A signed-in area: its layout (./routes/{id}.tsx: the session, the sidebar) around its pages, which sit in a pathless
 * route with the area's error boundary, so a page that fails keeps the sidebar around it, and with the one gate that
 * shows each page only to the roles it admits. The area's navigation is its pages that have a label, in their order
 * here, each shown to the roles it admits: the first one a role may open is where the area sends it first.
 */
function area(
  id: string,
  options: RouteOptions & Required<Pick<RouteOptions, 'audience' | 'access'>>,
  pages: RouteObject[],
) {
  const navigation = pages.flatMap((page) => {
    const { nav, access = options.access } = page.handle as RouteHandle;
    return nav && page.path ? [{ to: page.path, label: nav, access }] : [];
  });
  const children = [{ ErrorBoundary: options.ErrorBoundary, Component: RoleGate, children: pages }];
  return lazyRoute(id, { ...options, children }, navigation);
}

/**
 * Every screen is its own chunk, loaded when first visited. The landing page (`/`) is not here: it is its own
 * page (landing.html) without this router, so links to it load it as a new document.
 *
 * Error boundaries are set here, not in the lazy modules, so they also catch a chunk that fails to load.
 */
export const routes: RouteObject[] = [
  lazyRoute('app-root', {
    HydrateFallback: FirstLoad,
    ErrorBoundary: AppError,
    children: [
      lazyRoute('start', { path: paths.start }),
      lazyRoute('auth/login', { path: paths.login }),
      lazyRoute('auth/auth-success', { path: paths.authSuccess }),
      lazyRoute('auth/admin-login', { path: paths.adminLogin }),
      lazyRoute('auth/guardian-login', { path: paths.guardianLogin }),
      lazyRoute('certificate-check', { path: paths.verify }),
      lazyRoute('report-card-check', { path: paths.verifyReportCard }),
      area('student/layout', { audience: 'student', access: 'student', ErrorBoundary: StudentError }, [
        lazyRoute('student/dashboard', {
          path: paths.student.dashboard,
          nav: msg`Dashboard`,
          prefetch: [apiPaths.studentMe, apiPaths.studentTimetable],
        }),
        lazyRoute('student/profile', {
          path: paths.student.profile,
          nav: msg`Profile`,
          prefetch: [apiPaths.studentMe],
        }),
        lazyRoute('student/courses', {
          path: paths.student.courses,
          nav: msg`Courses`,
          prefetch: [apiPaths.studentMe],
        }),
        lazyRoute('student/attendance', {
          path: paths.student.attendance,
          nav: msg`Attendance`,
          prefetch: [apiPaths.studentAttendance],
        }),
        lazyRoute('student/results', {
          path: paths.student.results,
          nav: msg`Results`,
          prefetch: [apiPaths.studentResults],
        }),
        lazyRoute('student/fees', {
          path: paths.student.fees,
          nav: msg`Fees`,
          prefetch: [apiPaths.studentMe, apiPaths.studentFeeRecords],
        }),
        lazyRoute('student/continue-course', { path: paths.student.continueCourse }),
        lazyRoute('student/lesson', { path: paths.student.lesson }),
      ]),
      // A guardian's pages (#44): no roles to tell apart, so no gate or navigation. The layout puts a child's pages
      // (their address names the child) in the child's scope, so their data comes from the guardian's API.
      lazyRoute('guardian/layout', {
        audience: 'guardian',
        prefetch: [apiPaths.guardianMe],
        children: [
          {
            ErrorBoundary: FamilyError,
            children: [
              lazyRoute('guardian/children', { path: paths.family.children }),
              lazyRoute('guardian/child-overview', { path: paths.family.child }),
              lazyRoute('guardian/child-fees', { path: paths.family.childFees }),
              lazyRoute('guardian/child-attendance', { path: paths.family.childAttendance }),
              lazyRoute('guardian/child-results', { path: paths.family.childResults }),
              lazyRoute('guardian/child-timetable', { path: paths.family.childTimetable }),
            ],
          },
        ],
      }),
      area(
        'admin/layout',
        { audience: 'admin', access: 'staff', prefetch: [apiPaths.staffMe], ErrorBoundary: AdminError },
        [
          lazyRoute('admin/dashboard', {
            path: paths.admin.dashboard,
            access: 'office',
            nav: msg`Dashboard`,
            prefetch: [apiPaths.dashboardStats],
          }),
          lazyRoute('admin/students', { path: paths.admin.students, access: 'office', nav: msg`Students` }),
          lazyRoute('admin/add-student', { path: paths.admin.addStudent, access: 'admin' }),
          lazyRoute('admin/import-students', { path: paths.admin.importStudents, access: 'admin' }),
          lazyRoute('admin/student-history', { path: paths.admin.studentHistory, access: 'admin' }),
          lazyRoute('admin/student-progress', { path: paths.admin.studentProgress, access: 'teaching' }),
          lazyRoute('admin/student-guardians', { path: paths.admin.studentGuardians, access: 'office' }),
          lazyRoute('admin/courses', { path: paths.admin.courses, access: 'office', nav: msg`Courses` }),
          lazyRoute('admin/course-outline', { path: paths.admin.courseOutline, access: 'teaching' }),
          lazyRoute('admin/course-sections', { path: paths.admin.courseSections, access: 'admin' }),
          lazyRoute('admin/section-timetable', { path: paths.admin.sectionTimetable, access: 'admin' }),
          lazyRoute('admin/course-progress', { path: paths.admin.courseProgress, access: 'teaching' }),
          lazyRoute('admin/teaching', { path: paths.admin.teaching, access: 'teaching', nav: msg`Teaching` }),
          lazyRoute('admin/classes', { path: paths.admin.classes, access: 'staff', nav: msg`Classes` }),
          lazyRoute('admin/class-attendance', { path: paths.admin.classAttendance, access: 'teaching' }),
          lazyRoute('admin/section-register', { path: paths.admin.sectionRegister, access: 'staff' }),
          lazyRoute('admin/course-attendance', { path: paths.admin.courseAttendance, access: 'staff' }),
          lazyRoute('admin/course-assessments', { path: paths.admin.courseAssessments, access: 'teaching' }),
          lazyRoute('admin/assessment-marks', { path: paths.admin.assessmentMarks, access: 'teaching' }),
          lazyRoute('admin/import-marks', { path: paths.admin.importMarks, access: 'teaching' }),
          lazyRoute('admin/course-results', { path: paths.admin.courseResults, access: 'teaching' }),
          lazyRoute('admin/holidays', { path: paths.admin.holidays, access: 'staff', nav: msg`Holidays` }),
          lazyRoute('admin/fees', { path: paths.admin.fees, access: 'office', nav: msg`Fees` }),
          lazyRoute('admin/record-payment', { path: paths.admin.recordPayment, access: 'office' }),
          lazyRoute('admin/payments', { path: paths.admin.payments, access: 'office', nav: msg`Payments` }),
          lazyRoute('admin/payment-claims', {
            path: paths.admin.paymentClaims,
            access: 'office',
            nav: msg`UPI payments`,
          }),
          lazyRoute('admin/messages', {
            path: paths.admin.messages,
            access: 'office',
            nav: msg`Messages`,
            prefetch: [apiPaths.emailStatus],
          }),
          lazyRoute('admin/email', { path: paths.admin.email, access: 'office' }),
          lazyRoute('admin/report', { path: paths.admin.report, access: 'office' }),
          lazyRoute('admin/add-notice', { path: paths.admin.addNotice, access: 'admin' }),
          lazyRoute('admin/staff', { path: paths.admin.staff, access: 'admin', nav: msg`Staff` }),
          lazyRoute('admin/grade-scale', { path: paths.admin.gradeScale, access: 'admin', nav: msg`Grading scale` }),
          lazyRoute('admin/activity', { path: paths.admin.activity, access: 'admin', nav: msg`Activity` }),
          lazyRoute('admin/backups', { path: paths.admin.backups, access: 'admin', nav: msg`Backups` }),
          lazyRoute('admin/password', { path: paths.admin.password, nav: msg`Change password` }),
        ],
      ),
    ],
  }),
  lazyRoute('not-found', { path: '*', HydrateFallback: FirstLoad, ErrorBoundary: AppError }),
];
